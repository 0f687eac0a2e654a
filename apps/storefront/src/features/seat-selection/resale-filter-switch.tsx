'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ResaleFilter } from '@/features/cart/seat-rules';
import { buttonClass } from '@/features/primitives/button-class';
import styles from './resale-filter-switch.module.css';

const FILTERS: readonly { value: ResaleFilter; key: 'filterAll' | 'filterDirect' | 'filterResale' }[] = [
  { value: 'all', key: 'filterAll' },
  { value: 'direct-only', key: 'filterDirect' },
  { value: 'resale-only', key: 'filterResale' },
];

/** All seats, the club's own sale only, or seats resold by other fans only. */
export function ResaleFilterSwitch({
  value,
  onChange,
}: {
  value: ResaleFilter;
  onChange: (value: ResaleFilter) => void;
}) {
  const t = useTranslations('selection');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        {t('resaleFilter')}
      </p>
      {FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={buttonClass({
            size: 'xs',
            variant: value === filter.value ? 'solid' : 'outline',
            palette: 'brand',
            className: styles.button,
          })}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {t(filter.key)}
        </button>
      ))}
    </div>
  );
}
