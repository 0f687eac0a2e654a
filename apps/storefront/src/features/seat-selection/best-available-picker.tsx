'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import fields from '@/features/primitives/field.module.css';
import { cx } from '@/features/primitives/class-names';
import { NativeSelect } from '@/features/primitives/native-select';
import { BestAvailableButton } from '@/features/seat-map/best-available-button';
import styles from './best-available-picker.module.css';
import type { BlockSeat } from './block-request';

export interface BestAvailablePickerProps {
  seats: readonly BlockSeat[];
  count: number;
  onPick: (seatIds: string[]) => void;
}

/** "Best available" for the open block, optionally within one of its price categories. */
export function BestAvailablePicker({ seats, count, onPick }: BestAvailablePickerProps) {
  const t = useTranslations('seatMap');
  const selectId = useId();
  const [categoryId, setCategoryId] = useState('');
  const categories = useMemo(() => {
    const byId = new Map<string, string>();
    for (const seat of seats) if (seat.available) byId.set(seat.categoryId, seat.categoryName);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [seats]);
  return (
    <div className={styles.picker} data-testid="best-available-picker">
      {categories.length > 1 && (
        <div className={cx(fields.root, styles.category)}>
          <label className={fields.label} htmlFor={selectId}>
            {t('category')}
          </label>
          <NativeSelect id={selectId} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{t('anyCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <BestAvailableButton seats={seats} count={count} categoryId={categoryId || null} onPick={onPick} />
    </div>
  );
}
