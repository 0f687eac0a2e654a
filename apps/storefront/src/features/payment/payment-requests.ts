import { z } from 'zod';
import { idSchema } from '@/features/api/id-schemas';

/** POST /api/checkout/start: the order, the number of instalments chosen and the cart's promo codes. */
export const checkoutStartRequestSchema = z.object({
  orderId: idSchema,
  numberOfInstallments: z.number().int().min(1).max(24),
  promoCodeIds: z.array(idSchema).max(20),
});
