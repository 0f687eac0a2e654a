import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome } from '@/features/api/api-outcome';
import { SHARED_STATUS } from '@/features/api/error-status';
import type { OrderErrorCode } from '@/features/orders/order-error-codes';
import { withoutTypenames } from '@/features/orders/order-model';
import type { PromoErrorCode } from './promo-errors';
import { toPromoMaps } from './promo-maps';
import type { PromoCode } from './promo-model';

const PromoCodesQuery = graphql(`
  query PromoCodes($promoCodesIds: [ID!], $name: String, $limit: Int) {
    promoCodes(promoCodesIds: $promoCodesIds, name: $name, limit: $limit) {
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

/** Why a promo call failed: an order refusal the API names (order gone…) or UNKNOWN. */
export interface PromoFailure {
  status: number;
  code: PromoErrorCode | Extract<OrderErrorCode, 'ORDER_NOT_FOUND' | 'ORDER_NOT_ON_HOLD'>;
}

/** Statuses from the shared table (error-status.ts), as the order routes answer the same codes. */
function promoFailureOf(error: {
  graphQLErrors: readonly { extensions?: Record<string, unknown> }[];
}): PromoFailure {
  for (const entry of error.graphQLErrors) {
    const code = entry.extensions?.code;
    if (code === 'ORDER_NOT_FOUND' || code === 'ORDER_NOT_ON_HOLD')
      return { status: SHARED_STATUS[code], code };
  }
  return { status: SHARED_STATUS.UNKNOWN, code: 'UNKNOWN' };
}

/** Promo code operations of the API for one club (schema.graphql, "Promo codes"). */
export function promoApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  return {
    /** Codes by ids, or the one code with this name (`limit 1`). */
    find: (query: { name?: string; promoCodesIds?: string[] }) =>
      apiOutcome(
        'promoCodes',
        client
          .query(PromoCodesQuery, { ...query, limit: query.name === undefined ? undefined : 1 })
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
