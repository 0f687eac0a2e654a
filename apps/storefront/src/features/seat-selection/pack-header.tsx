'use client';

import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import type { SaleState } from '@/features/catalogue/sale-state';
import { SaleStateBadge } from '@/features/catalogue/sale-state-badge';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';

export interface PackHeaderProps {
  name: string;
  type: 'pack' | 'season';
  description: string | null;
  venueName: string;
  events: { id: string; name: string; startDatetime: string }[];
  saleState: SaleState;
}

/** The top of a pack page: its name and kind, the matches it includes, and the sale state. */
export function PackHeader({ name, type, description, venueName, events, saleState }: PackHeaderProps) {
  const t = useTranslations('catalogue');
  const ts = useTranslations('selection');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return (
    <Stack gap="4" as="header" data-testid="pack-header">
      <HStack gap="3" flexWrap="wrap">
        <Badge colorPalette={type === 'season' ? 'purple' : 'blue'}>
          {type === 'season' ? t('season') : t('pack')}
        </Badge>
        <SaleStateBadge state={saleState} />
        <Text fontSize="sm" color="fg.muted">
          {venueName}
        </Text>
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {name}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      <Stack gap="2">
        <Heading as="h2" size="sm">
          {ts('packEvents')} ({t('matchCount', { count: events.length })})
        </Heading>
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none" m="0" p="0" data-testid="pack-events">
          {events.map((event) => (
            <HStack as="li" key={event.id} gap="3">
              <Text as="span" fontWeight="semibold" minW="36">
                {formatEventDate(event.startDatetime, locale, timeZone)}
              </Text>
              <Text as="span">{event.name}</Text>
            </HStack>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {ts('packSameSeat')}
        </Text>
      </Stack>
    </Stack>
  );
}
