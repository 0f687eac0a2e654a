'use client';

import { List, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';

/** The matches a pack's seats are held for: each holder below attends all of them. */
export function PackMatches({
  matches,
}: {
  matches: readonly { id: string; name: string; startDatetime: string }[];
}) {
  const t = useTranslations('checkout.information');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return (
    <Stack gap="1" fontSize="sm" data-testid="pack-matches">
      <Text fontWeight="semibold">{t('packMatches')}</Text>
      <List.Root ps="5" color="fg.muted" gap="0.5">
        {matches.map((match) => (
          <List.Item key={match.id}>
            {match.name}
            {match.startDatetime && ` · ${formatEventDate(match.startDatetime, locale, timeZone)}`}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
