import { PAYMENT_ERROR_CODES, type OrderErrorCode } from '@stadio/graphql/enums';
import { z } from 'zod';

/** The order refusals the payment step tells apart (docs/product.md#payment-errors). */
const ORDER_REFUSALS = [
  'PROMO_REJECTED',
  'ORDER_NOT_ON_HOLD',
  'ORDER_NOT_FOUND',
] as const satisfies readonly OrderErrorCode[];

/**
 * Refusals of the payment operations (enum PaymentErrorCode of schema.graphql) and those order
 * refusals; UNKNOWN for the rest.
 */
export const paymentFailureCodeSchema = z.enum([...PAYMENT_ERROR_CODES, ...ORDER_REFUSALS, 'UNKNOWN']);
export type PaymentFailureCode = z.infer<typeof paymentFailureCodeSchema>;

export interface PaymentFailure {
  code: PaymentFailureCode;
  /** For PROMO_REJECTED: the first refused code's reason (one of the promo rejection codes). */
  promoError?: string;
}

const promoErrorsSchema = z.array(z.object({ code: z.string() })).min(1);

/** Reads the API's error: the first entry with a known code wins; anything else is UNKNOWN. */
export function paymentFailureOf(error: {
  graphQLErrors: readonly { extensions?: Record<string, unknown> }[];
}): PaymentFailure {
  for (const entry of error.graphQLErrors) {
    const code = paymentFailureCodeSchema.safeParse(entry.extensions?.code);
    if (!code.success) continue;
    if (code.data !== 'PROMO_REJECTED') return { code: code.data };
    const refused = promoErrorsSchema.safeParse(entry.extensions?.promoCodeErrors);
    return { code: 'PROMO_REJECTED', promoError: refused.success ? refused.data[0]?.code : undefined };
  }
  return { code: 'UNKNOWN' };
}
