import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome } from '@/features/api/api-outcome';
import { toOrder, withoutTypenames } from '@/features/orders/order-model';
import { type PaymentFailure, paymentFailureOf } from './payment-failure';

const PaymentOptionsQuery = graphql(`
  query PaymentOptions($customerId: ID!, $orderId: ID!, $promoCodeIds: [ID!]!) {
    paymentOptions(customerId: $customerId, orderId: $orderId, promoCodeIds: $promoCodeIds) {
      totalAmount
      singlePayment
      installmentPlans {
        numberOfInstallments
        installments {
          rank
          dueDate
          amount
          status
        }
      }
    }
  }
`);

const StartCheckoutMutation = graphql(`
  mutation StartCheckout(
    $customerId: ID!
    $orderId: ID!
    $numberOfInstallments: Int!
    $promoCodeIds: [ID!]!
    $termsAccepted: Boolean!
    $returnUrl: String!
  ) {
    startCheckout(
      customerId: $customerId
      orderId: $orderId
      numberOfInstallments: $numberOfInstallments
      promoCodeIds: $promoCodeIds
      termsAccepted: $termsAccepted
      returnUrl: $returnUrl
    ) {
      orderId
      redirectUrl
    }
  }
`);

const OrderValidationQuery = graphql(`
  query OrderValidation($customerId: ID!, $orderId: ID!) {
    orderValidation(customerId: $customerId, orderId: $orderId) {
      outcome
      extendedUntil
      installments {
        rank
        dueDate
        amount
        status
        payUrl
      }
      order {
        ...OrderFields
      }
    }
  }
`);

function outcome<D, T>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
) {
  return apiOutcome<D, T, PaymentFailure>(operation, pending, pick, paymentFailureOf, (f) =>
    ['UNKNOWN', 'PAYMENT_NOT_STARTED'].includes(f.code),
  );
}

/**
 * Payment operations of the API for one customer of one club (schema.graphql, "Checkout and
 * payments"), the order's catalogue names in `locale` (docs/product.md#catalogue-names).
 */
export function paymentApi(tenantSlug: string, customerId: string, locale?: string) {
  const client = apiClient(tenantSlug, { locale });
  return {
    /** How this order can be paid with these codes: total, single payment, instalment plans. */
    options: (orderId: string, promoCodeIds: string[]) =>
      outcome(
        'paymentOptions',
        client.query(PaymentOptionsQuery, { customerId, orderId, promoCodeIds }).toPromise(),
        (d) => withoutTypenames(d.paymentOptions),
      ),
    /** Applies the codes and starts the payment; answers where to send the fan. */
    start: (variables: {
      orderId: string;
      numberOfInstallments: number;
      promoCodeIds: string[];
      termsAccepted: boolean;
      returnUrl: string;
    }) =>
      outcome(
        'startCheckout',
        client.mutation(StartCheckoutMutation, { customerId, ...variables }).toPromise(),
        (d) => d.startCheckout.redirectUrl,
      ),
    /** Where the order's payment stands, for the validation page. */
    validation: (orderId: string) =>
      outcome(
        'orderValidation',
        client.query(OrderValidationQuery, { customerId, orderId }).toPromise(),
        (d) => {
          const { order, ...rest } = withoutTypenames(d.orderValidation);
          return { ...rest, order: toOrder(order) };
        },
      ),
  };
}
