import type { PromoEvaluation } from './promo-model';
import { toPromoErrorCode } from './promo-errors';

/** The API's evaluation: lists, as GraphQL has no maps. */
export interface PromoEvaluationLists {
  seatTicketDiscounts: readonly { ticketId: string; amount: number }[];
  ancillaryTicketDiscounts: readonly { ticketId: string; amount: number }[];
  promoCodeDiscounts: readonly { promoCodeId: string; amount: number }[];
  promoCodeErrors: readonly { promoCodeId: string; code: string; message: string }[];
  grossAmount: number;
  discountAmount: number;
  totalAmount: number;
}

/** Sums the amounts of the entries sharing an id (a ticket discounted by two codes has one line). */
function sumBy<T>(entries: readonly T[], id: (entry: T) => string, amount: (entry: T) => number) {
  const sums: Record<string, number> = {};
  for (const entry of entries) sums[id(entry)] = (sums[id(entry)] ?? 0) + amount(entry);
  return sums;
}

/** Turns the API's lists back into the discount maps keyed by ticket or promo code id. */
export function toPromoMaps(lists: PromoEvaluationLists): PromoEvaluation {
  const promoCodeErrors: PromoEvaluation['promoCodeErrors'] = {};
  // The first refusal of a code is its reason; later ones add nothing the fan can act on.
  for (const error of lists.promoCodeErrors)
    promoCodeErrors[error.promoCodeId] ??= { code: toPromoErrorCode(error.code), message: error.message };
  return {
    seatTicketDiscounts: sumBy(
      lists.seatTicketDiscounts,
      (d) => d.ticketId,
      (d) => d.amount,
    ),
    ancillaryTicketDiscounts: sumBy(
      lists.ancillaryTicketDiscounts,
      (d) => d.ticketId,
      (d) => d.amount,
    ),
    promoCodeDiscounts: sumBy(
      lists.promoCodeDiscounts,
      (d) => d.promoCodeId,
      (d) => d.amount,
    ),
    promoCodeErrors,
    grossAmount: lists.grossAmount,
    discountAmount: lists.discountAmount,
    totalAmount: lists.totalAmount,
  };
}
