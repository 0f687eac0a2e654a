import { z } from 'zod';
import type { DiscountType, PromoCodeScope } from '@/gql/graphql';
import { enumValues } from '@/lib/enum-values';
import { promoErrorCodeSchema } from './promo-errors';

const cents = z.int();
const centsById = z.record(z.string(), cents);

/** A promo code as the storefront shows it (schema.graphql, type PromoCode). */
export const promoCodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string(),
  discountType: z.enum(enumValues<DiscountType>()(['ABSOLUTE', 'PERCENT'])),
  discountValue: z.int(),
  scope: z.enum(enumValues<PromoCodeScope>()(['SEAT_TICKETS', 'ANCILLARIES', 'ORDER'])),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/**
 * The answer of POST /api/proxy/promo-code/evaluate: the four discount maps keyed by id (cents ≤ 0,
 * summed over the codes for a ticket) and the order amounts with the accepted codes.
 */
export const promoEvaluationSchema = z.object({
  seatTicketDiscounts: centsById,
  ancillaryTicketDiscounts: centsById,
  promoCodeDiscounts: centsById,
  promoCodeErrors: z.record(z.string(), z.object({ code: promoErrorCodeSchema, message: z.string() })),
  grossAmount: cents,
  discountAmount: cents,
  totalAmount: cents,
});
export type PromoEvaluation = z.infer<typeof promoEvaluationSchema>;
