import { z } from 'zod';
import { idArg, customerIdArg } from '../catalogue/parse-args';

const id = idArg;
const customerId = customerIdArg;
const promoCodeIds = z
  .array(id)
  .max(20, 'must list at most 20 codes')
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a code is listed twice' });

/** Arguments of `paymentOptions`. */
export const paymentOptionsArgs = z.object({ customerId, orderId: id, promoCodeIds });
export type PaymentOptionsArgs = z.output<typeof paymentOptionsArgs>;

/** Arguments of `orderValidation`. */
export const orderValidationArgs = z.object({ customerId, orderId: id });
export type OrderValidationArgs = z.output<typeof orderValidationArgs>;

/** Arguments of `startCheckout` (the terms and the return URL are checked with their own codes). */
export const startCheckoutArgs = z.object({
  customerId,
  orderId: id,
  numberOfInstallments: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12),
  promoCodeIds,
  termsAccepted: z.boolean(),
  returnUrl: z.string().max(2_000, 'must be at most 2000 characters'),
});
export type StartCheckoutArgs = z.output<typeof startCheckoutArgs>;
