import type { PaymentErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** The `extensions.code` values of checkout errors: enum PaymentErrorCode of schema.graphql. */
export type { PaymentErrorCode };

/** An error the storefront acts on (see api-error.ts). */
export function paymentError(code: PaymentErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}
