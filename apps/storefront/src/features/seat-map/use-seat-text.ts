'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { FormatPrice, MapSeat } from './types';

export type SeatState = 'available' | 'unavailable' | 'inCart' | { ticket: number };

/**
 * Accessible names of seats: "Row F, seat 12, Cat. 2, 35,00 €, selected for ticket 2" (then
 * "Wheelchair space", "Resale", "Restricted view" when they apply). Built when
 * a seat is labelled (the grid renders a few rows at a time), with each distinct price formatted
 * once per block, so opening a 2,000-seat block does not format 2,000 prices.
 */
export function useSeatText(seats: readonly MapSeat[], formatPrice: FormatPrice) {
  const t = useTranslations('seatMap');
  const fixed = useMemo(() => {
    const byId = new Map(seats.map((seat) => [seat.id, seat]));
    const prices = new Map<number, string>();
    for (const { price } of seats)
      if (price != null && !prices.has(price)) prices.set(price, formatPrice(price));
    const accessible = t('wheelchairSpace');
    const resale = t('resale');
    const restricted = t('restrictedView');
    return (seatId: string) => {
      const seat = byId.get(seatId);
      if (!seat) return undefined;
      const head = [t('seatPosition', { row: seat.rowName, seat: seat.seatNumber }), seat.categoryName];
      const price = seat.price == null ? undefined : prices.get(seat.price);
      if (price) head.push(price);
      const tail = [
        ...(seat.isAccessible ? [accessible] : []),
        ...(seat.isResale ? [resale] : []),
        ...(seat.isRestrictedView ? [restricted] : []),
      ];
      return { head: head.join(', '), tail: tail.map((x) => `, ${x}`).join('') };
    };
  }, [seats, formatPrice, t]);
  const words = useMemo(
    () => ({ available: t('seatAvailable'), unavailable: t('seatUnavailable'), inCart: t('seatInCart') }),
    [t],
  );

  const stateText = useCallback(
    (state: SeatState) =>
      typeof state === 'object' ? t('seatSelected', { ticket: state.ticket }) : words[state],
    [t, words],
  );
  const label = useCallback(
    (seatId: string, state: SeatState) => {
      const parts = fixed(seatId);
      return parts ? `${parts.head}, ${stateText(state)}${parts.tail}` : '';
    },
    [fixed, stateText],
  );
  return { label, stateText };
}
