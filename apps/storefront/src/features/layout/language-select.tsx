'use client';

import { ChevronDown } from 'lucide-react';
import { useLocale } from 'next-intl';
import type { Locale } from '@stadio/tenants/client';
import styles from './language-select.module.css';
import { useSwitchLocale } from './use-switch-locale';

/** Desktop language selector, limited to the club's languages: a native select, no Chakra. */
export function LanguageSelect({
  label,
  options,
}: {
  label: string;
  options: { value: Locale; label: string }[];
}) {
  const locale = useLocale();
  const { switchLocale, pending } = useSwitchLocale();
  if (options.length < 2) return null;
  return (
    <div className={styles.root}>
      <select
        aria-label={label}
        value={locale}
        disabled={pending}
        data-testid="language-select"
        className={styles.field}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.currentTarget.value);
          if (next) switchLocale(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.indicator} aria-hidden="true">
        <ChevronDown />
      </span>
    </div>
  );
}
