'use client';

import { NativeSelect } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGE_NAMES } from '@stadio/i18n';
import { isLocale } from '@stadio/tenants/client';
import { useTenant } from '@/features/tenancy/tenant-context';
import { useSwitchLocale } from './use-switch-locale';

/** Desktop language selector, limited to the club's languages. */
export function LanguageSelect() {
  const t = useTranslations('nav');
  const tenant = useTenant();
  const locale = useLocale();
  const { switchLocale, pending } = useSwitchLocale();
  if (tenant.locales.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={pending} display={{ base: 'none', md: 'block' }}>
      <NativeSelect.Field
        aria-label={t('language')}
        value={locale}
        data-testid="language-select"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) switchLocale(next);
        }}
      >
        {tenant.locales.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
