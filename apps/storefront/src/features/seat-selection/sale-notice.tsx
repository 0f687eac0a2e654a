'use client';

import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { SaleState } from '@/features/catalogue/sale-state';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { loginUrl } from '@/features/layout/use-current-path';
import { useTenant } from '@/features/tenancy/tenant-context';

/**
 * Why seats cannot be chosen now, and the way forward: log in (map for members, early-bird sale),
 * or back to the other matches. `state` null means the map is only hidden from anonymous visitors.
 */
export function SaleNotice({
  state,
  loginRedirect,
  loggedIn,
}: {
  state: SaleState | null;
  loginRedirect: string;
  loggedIn: boolean;
}) {
  const t = useTranslations('selection');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const date = (iso: string | null) => (iso ? formatEventDate(iso, locale, timeZone) : '');
  const text = (() => {
    switch (state?.kind) {
      case undefined:
        return { title: t('loginTitle'), body: t('loginBody'), login: t('logIn') };
      case 'soldOut':
        return { title: t('soldOutTitle'), body: t('soldOutBody') };
      case 'opensLater':
        return { title: t('opensLaterTitle'), body: t('opensLaterBody', { date: date(state.opensAt) }) };
      case 'earlyBird':
        return {
          title: t('earlyBirdTitle'),
          body: t('earlyBirdBody', { date: date(state.publicOpeningAt) }),
          login: loggedIn ? undefined : t('earlyBirdLogin'),
        };
      case 'passed':
        return { title: t('passedTitle'), body: t('passedBody') };
      default:
        return { title: t('closedTitle'), body: t('closedBody') };
    }
  })();
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '5', md: '8' }}
      bg="bg.subtle"
      maxW="2xl"
      data-testid="sale-notice"
      data-state={state?.kind ?? 'login'}
    >
      <Heading as="h2" size="lg">
        {text.title}
      </Heading>
      <Text>{text.body}</Text>
      <HStack gap="3" flexWrap="wrap" mt="2">
        {text.login && (
          <Button asChild colorPalette="brand">
            <NextLink href={loginUrl(loginRedirect)}>{text.login}</NextLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <NextLink href="/">{t('backToHome')}</NextLink>
        </Button>
      </HStack>
    </Stack>
  );
}
