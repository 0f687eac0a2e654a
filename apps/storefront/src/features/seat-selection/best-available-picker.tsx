'use client';

import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { BestAvailableButton } from '@/features/seat-map';
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
    <Stack gap="2" data-testid="best-available-picker">
      {categories.length > 1 && (
        <HStack>
          <Field.Root maxW="xs">
            <Field.Label htmlFor={selectId}>{t('category')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={selectId}
                value={categoryId}
                onChange={(e) => setCategoryId(e.target.value)}
              >
                <option value="">{t('anyCategory')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      )}
      <BestAvailableButton seats={seats} count={count} categoryId={categoryId || null} onPick={onPick} />
    </Stack>
  );
}
