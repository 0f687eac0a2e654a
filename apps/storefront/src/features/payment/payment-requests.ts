import { z } from 'zod';

const ID = /^[\w-]{1,100}$/;

/** POST /api/checkout/start: the order, the number of instalments chosen and the cart's promo codes. */
export const checkoutStartRequestSchema = z.object({
  orderId: z.string().regex(ID),
  numberOfInstallments: z.number().int().min(1).max(24),
  promoCodeIds: z.array(z.string().regex(ID)).max(20),
});
