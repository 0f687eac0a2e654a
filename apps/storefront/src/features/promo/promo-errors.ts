import { PROMO_REJECTION_CODES } from '@stadio/graphql/enums';
import { z } from 'zod';

/**
 * Why a promo code is refused: the API's rejection codes (enum PromoRejectionCode of
 * schema.graphql), THROTTLED when too many codes that do not exist were tried (ADR 0041), and
 * UNKNOWN when the check itself failed (docs/product.md#promo-rejections).
 */
export const promoErrorCodeSchema = z.enum([...PROMO_REJECTION_CODES, 'THROTTLED', 'UNKNOWN']);
export type PromoErrorCode = z.infer<typeof promoErrorCodeSchema>;

/** A code the API does not know is shown as UNKNOWN rather than breaking the page. */
export function toPromoErrorCode(code: unknown): PromoErrorCode {
  const parsed = promoErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : 'UNKNOWN';
}
