'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { shownLeft } from './block-left';
import type { FormatPrice, MapBlock } from './types';

export interface BlockText {
  /** Screen reader name: "North Stand, block N12, from 25,00 €, 142 seats left". */
  label: string;
  title: string;
  stand: string;
  price: string | null;
  left: string;
  tags: string[];
}

/** The words about a block, shared by its accessible name and its tooltip so they never disagree. */
export function useBlockText(formatPrice: FormatPrice) {
  const t = useTranslations('seatMap');
  return useCallback(
    (block: MapBlock): BlockText => {
      const soldOut = block.availability <= 0;
      const price =
        !soldOut && block.minPrice != null ? t('fromPrice', { price: formatPrice(block.minPrice) }) : null;
      // No plural, so no Intl, while the map hydrates (block-left.ts).
      const left = shownLeft(t, block);
      const tags = [
        ...(block.isOpenSeating ? [t('standing')] : []),
        ...(block.isAwaySection ? [t('awaySection')] : []),
      ];
      const place = t('blockPlace', { stand: block.standName, block: block.name });
      return {
        label: [place, price, left, ...tags].filter(Boolean).join(', '),
        title: t('blockTitle', { block: block.name }),
        stand: block.standName,
        price,
        left,
        tags,
      };
    },
    [t, formatPrice],
  );
}
