import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome } from '@/features/api/api-outcome';
import { withoutTypenames } from '@/features/orders/order-model';
import { promoFailureOf } from './promo-failure';
import { toPromoMaps } from './promo-maps';
import type { PromoCode } from './promo-model';

const PromoCodesQuery = graphql(`
  query PromoCodes($customerId: ID!, $promoCodesIds: [ID!], $name: String, $limit: Int) {
    promoCodes(customerId: $customerId, promoCodesIds: $promoCodesIds, name: $name, limit: $limit) {
      id
      name
      description
      label
      discountType
      discountValue
      scope
    }
  }
`);

const EvaluatePromoCodesQuery = graphql(`
  query PromoEvaluate($customerId: ID!, $orderId: ID!, $promoCodeIds: [ID!]!) {
    evaluatePromoCodes(customerId: $customerId, orderId: $orderId, promoCodeIds: $promoCodeIds) {
      seatTicketDiscounts {
        ticketId
        promoCodeId
        amount
      }
      ancillaryTicketDiscounts {
        ticketId
        promoCodeId
        amount
      }
      promoCodeDiscounts {
        promoCodeId
        amount
      }
      promoCodeErrors {
        promoCodeId
        code
        message
      }
      grossAmount
      discountAmount
      totalAmount
    }
  }
`);

/** Promo code operations of the API for one club (schema.graphql, "Promo codes"). */
export function promoApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  return {
    /** Codes by ids, or the one code with this name (`limit 1`), as the customer's look-up. */
    find: (customerId: string, query: { name?: string; promoCodesIds?: string[] }) =>
      apiOutcome(
        'promoCodes',
        client
          .query(PromoCodesQuery, { ...query, customerId, limit: query.name === undefined ? undefined : 1 })
          .toPromise(),
        (d): PromoCode[] => withoutTypenames(d.promoCodes),
        promoFailureOf,
        (f) => f.code === 'UNKNOWN',
      ),
    /** What these codes would take off the customer's order, as the four discount maps. */
    evaluate: (customerId: string, orderId: string, promoCodeIds: string[]) =>
      apiOutcome(
        'evaluatePromoCodes',
        client.query(EvaluatePromoCodesQuery, { customerId, orderId, promoCodeIds }).toPromise(),
        (d) => toPromoMaps(d.evaluatePromoCodes),
        promoFailureOf,
        (f) => f.code === 'UNKNOWN',
      ),
  };
}
