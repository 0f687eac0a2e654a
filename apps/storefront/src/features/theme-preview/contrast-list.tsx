'use client';

import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { ContrastCheck } from '@stadio/tenants/client';

/** Rounded down so a failing 4.48 never shows as a passing-looking 4.5 (as tenants:check does). */
const shownRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** Every text/background pair with its ratio; failing ones are flagged in words, not by colour alone. */
export function ContrastList({ checks }: { checks: readonly ContrastCheck[] }) {
  const t = useTranslations('themePreview');
  const failing = checks.filter((c) => !c.passes).length;
  return (
    <Stack gap="3" as="section" aria-labelledby="contrast-title">
      <Text as="h2" id="contrast-title" fontWeight="bold">
        {t('contrast.title')}
      </Text>
      <Text
        fontSize="sm"
        role="status"
        data-testid="contrast-summary"
        color={failing ? undefined : 'fg.muted'}
      >
        {failing ? t('contrast.failing', { count: failing }) : t('contrast.allPass')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" data-testid="contrast-list">
        {checks.map((check) => (
          <HStack
            as="li"
            key={check.key}
            gap="3"
            p="2"
            borderWidth="1px"
            rounded="md"
            borderColor={check.passes ? 'border' : 'red.600'}
            data-pair={check.key}
            data-status={check.passes ? 'pass' : 'fail'}
          >
            <Box
              aria-hidden="true"
              flexShrink={0}
              w="10"
              h="8"
              rounded="sm"
              borderWidth="1px"
              display="grid"
              placeItems="center"
              fontWeight="bold"
              style={{ color: check.foreground, background: check.background }}
            >
              Aa
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm">{t(`pairs.${check.key}`)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('contrast.ratio', { ratio: shownRatio(check.ratio), required: check.required })}
              </Text>
            </Stack>
            <Badge colorPalette={check.passes ? 'green' : 'red'} flexShrink={0}>
              {check.passes ? t('contrast.pass') : t('contrast.fail')}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
