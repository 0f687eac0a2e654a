import { createGraphQLError } from 'graphql-yoga';

/** The `extensions.code` values of checkout errors (schema.graphql, "Checkout and payments"). */
export type PaymentErrorCode =
  'TERMS_NOT_ACCEPTED' | 'PAYMENT_TYPE_NOT_ALLOWED' | 'PAYMENT_NOT_STARTED' | 'BAD_USER_INPUT';

/** An error the storefront acts on (made with yoga's helper so masking lets it through). */
export function paymentError(code: PaymentErrorCode, message: string, details: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, ...details } });
}
