import { z } from 'zod';
import { boundedIdSchema as id } from '@/features/api/id-schemas';

/** Body of POST /api/promo-codes/fetch-promo-codes: a code by its name as typed, or codes by ids. */
export const fetchPromoCodesBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    promoCodesIds: z.array(id).min(1).max(20).optional(),
  })
  .refine((body) => (body.name === undefined) !== (body.promoCodesIds === undefined), {
    message: 'Give either the name of a code or the ids of codes.',
  });

/** Body of POST /api/proxy/promo-code/evaluate: the codes of the cart, in the order they were added. */
export const evaluatePromoCodesBodySchema = z.object({
  orderId: id,
  promoCodeIds: z.array(id).max(20),
});
