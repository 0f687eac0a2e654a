import type { useTranslations } from 'next-intl';
import type { MapBlock } from './types';

type SeatMapTranslator = ReturnType<typeof useTranslations<'seatMap'>>;

/**
 * "142 seats left", "sold out": what is left in a block. The server writes it into the selection's
 * blocks (`MapBlock.leftText`) and the map shows that while the count is the same: it is a plural
 * message, and the first plural a page formats makes Intl load ICU while the map hydrates
 * (docs/adr/0036-money-and-club-dates-without-intl-in-the-browser.md).
 */
export function blockLeft(
  t: SeatMapTranslator,
  block: Pick<MapBlock, 'availability' | 'isOpenSeating'>,
): string {
  if (block.availability <= 0) return t('soldOut');
  return block.isOpenSeating
    ? t('placesLeft', { count: block.availability })
    : t('seatsLeft', { count: block.availability });
}

/** The server's words while the count is still theirs, else the browser's own (after live stock). */
export function shownLeft(
  t: SeatMapTranslator,
  block: Pick<MapBlock, 'availability' | 'isOpenSeating' | 'leftText'>,
): string {
  return block.leftText?.availability === block.availability ? block.leftText.text : blockLeft(t, block);
}
