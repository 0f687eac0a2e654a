import type { PromoEvaluation } from './promo-model';

/** Promo discounts of order lines: cents ≤ 0 by seat ticket id and by ancillary ticket id. */
export type LineDiscounts = Pick<PromoEvaluation, 'seatTicketDiscounts' | 'ancillaryTicketDiscounts'>;

/**
 * What a line costs. An evaluation replaces the order's own discounts rather than adding to them:
 * it is computed from the gross amounts, and an order coming back from a refused payment already
 * carries the codes it was started with.
 */
export function linePrice(
  line: { id: string; grossAmount: number; discountAmount: number },
  kind: 'seat' | 'ancillary',
  discounts: LineDiscounts | null,
): number {
  if (!discounts) return line.grossAmount + line.discountAmount;
  const map = kind === 'seat' ? discounts.seatTicketDiscounts : discounts.ancillaryTicketDiscounts;
  return line.grossAmount + (map[line.id] ?? 0);
}

type Line = { id: string; grossAmount: number; discountAmount: number };

/** What a group of lines (a ticket group of the order) costs, with {@link linePrice}'s rule. */
export function groupPrice(
  group: { seatTickets: readonly Line[]; ancillaryTickets: readonly Line[] },
  discounts: LineDiscounts | null,
): number {
  const seats = group.seatTickets.reduce((sum, line) => sum + linePrice(line, 'seat', discounts), 0);
  return group.ancillaryTickets.reduce((sum, line) => sum + linePrice(line, 'ancillary', discounts), seats);
}
