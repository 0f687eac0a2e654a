'use client';

import { DataList } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useCountryName } from '@/features/account/countries-context';
import type { HolderUnit } from './holder-units';

type Holder = NonNullable<HolderUnit['holder']>;

/** A saved holder, read-only: it cannot be changed once filled in (docs/product.md#holders). */
export function HolderSaved({ holder }: { holder: Holder }) {
  const t = useTranslations('account.fields');
  const countryName = useCountryName();
  const address = [
    holder.streetAddress,
    [holder.postalCode, holder.cityName].filter(Boolean).join(' '),
    holder.country ? countryName(holder.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    [t('firstName'), holder.firstName],
    [t('lastName'), holder.lastName],
    [t('email'), holder.email],
    [t('phoneNumber'), holder.phoneNumber],
    [t('dateOfBirth'), holder.dateOfBirth],
    [t('streetAddress'), address || null],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="holder-saved">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
