import type { useTranslations } from 'next-intl';
import type { MyTicket } from './my-tickets-model';

/** Where a ticket sits: "North · Block N12 · Row C · Seat 14" or "… · Open seating". */
export function seatLine(ticket: MyTicket, t: ReturnType<typeof useTranslations<'myOrders'>>): string {
  const { standName: stand, blockName: block, rowName, seatNumber, isOpenSeating } = ticket.seatInfo;
  return isOpenSeating || !rowName || !seatNumber
    ? t('standingLine', { stand, block })
    : t('seatLine', { stand, block, row: rowName, seat: seatNumber });
}
