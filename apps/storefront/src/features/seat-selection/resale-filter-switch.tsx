'use client';

import { Button, Group, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ResaleFilter } from '@/features/cart/seat-rules';

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
    <Group attached role="group" aria-labelledby={labelId} alignItems="center" gap="0">
      <Text id={labelId} fontSize="sm" mr="3">
        {t('resaleFilter')}
      </Text>
      {FILTERS.map((filter) => (
        <Button
          key={filter.value}
          size="xs"
          variant={value === filter.value ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {t(filter.key)}
        </Button>
      ))}
    </Group>
  );
}
