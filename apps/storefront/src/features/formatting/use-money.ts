'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useTenant } from '@/features/tenancy/tenant-context';
import { moneyFormatter, type MoneyFormatter } from './format-money';

/**
 * Cents to text in the current club's currency and the page's language (docs/product.md#money-and-dates),
 * in client components. Server components use `moneyFormatter(locale, tenant.currency)`.
 */
export function useMoney(): MoneyFormatter {
  const locale = useLocale();
  const { currency } = useTenant();
  return useMemo(() => moneyFormatter(locale, currency), [locale, currency]);
}
