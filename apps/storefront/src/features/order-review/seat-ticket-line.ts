import type { SeatTicket } from '@/features/orders/order-model';

type Translate = (key: 'seatLine' | 'standingLine', values: Record<string, string>) => string;

/** Where a ticket sits, in the seat page's words: "North · Block N12 · Row C · Seat 14" or "… · Standing". */
export function seatTicketLine(ticket: SeatTicket, t: Translate): string {
  const { standName: stand, blockName: block, rowName, seatNumber, isOpenSeating } = ticket.seatInfo;
  return isOpenSeating || !rowName || !seatNumber
    ? t('standingLine', { stand, block })
    : t('seatLine', { stand, block, row: rowName, seat: seatNumber });
}
