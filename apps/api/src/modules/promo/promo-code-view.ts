import type * as Gql from '@stadio/graphql/resolvers-types';
import type { PromoEvaluation } from './engine/promo-types';
import type { PromoCodeSqlRow } from './promo-code-row';

/** A code as the schema shows it (restrictions, limits and eligibility stay private). */
export function toPromoCodeView(row: PromoCodeSqlRow): Gql.PromoCode {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    label: row.label,
    discountType: row.discountType === 'percent' ? 'PERCENT' : 'ABSOLUTE',
    discountValue: row.discountValue,
    scope: row.scope === 'order' ? 'ORDER' : row.scope === 'ancillaries' ? 'ANCILLARIES' : 'SEAT_TICKETS',
    canBeCumulated: row.canBeCumulated,
    minimumOrderAmount: row.minOrderAmountCents,
    maximumOrderAmount: row.maxOrderAmountCents,
    validityStartDatetime: row.validFrom?.toISOString() ?? null,
    validityEndDatetime: row.validUntil?.toISOString() ?? null,
  };
}

/** An engine evaluation as the schema shows it. */
export function toEvaluationView(evaluation: PromoEvaluation): Gql.PromoCodeEvaluation {
  return {
    seatTicketDiscounts: evaluation.seatTicketDiscounts,
    ancillaryTicketDiscounts: evaluation.ancillaryTicketDiscounts,
    promoCodeDiscounts: evaluation.promoCodeDiscounts,
    promoCodeErrors: evaluation.promoCodeErrors,
    grossAmount: evaluation.grossCents,
    discountAmount: evaluation.discountCents,
    totalAmount: evaluation.totalCents,
  };
}
