'use client';

import { Badge } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';
import type { SaleState } from './sale-state';

/** The state of a sale in a word or two: on sale, sold out, opens on …, early birds only. */
export function SaleStateBadge({ state }: { state: SaleState }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const date = (iso: string) => formatEventDate(iso, locale, timeZone);
  switch (state.kind) {
    case 'onSale':
      return <Badge colorPalette="green">{t('onSale')}</Badge>;
    case 'soldOut':
      return <Badge colorPalette="red">{t('soldOut')}</Badge>;
    case 'opensLater':
      return <Badge colorPalette="blue">{t('opensOn', { date: date(state.opensAt) })}</Badge>;
    case 'earlyBird':
      return <Badge colorPalette="purple">{t('earlyBirdOnly')}</Badge>;
    case 'closed':
      return <Badge colorPalette="gray">{t('saleClosed')}</Badge>;
    case 'passed':
      return <Badge colorPalette="gray">{t('passed')}</Badge>;
  }
}
