import { z } from 'zod';
import { idArg, customerIdArg } from '../catalogue/parse-args';

/*
 * Arguments of the promo operations: shapes and bounds only. Whether a code exists or applies is
 * the engine's answer (a PromoCodeError), never an argument error.
 */

/** Most codes one evaluation takes: far more than any fan types, few enough to bound the work. */
const MAX_CODES = 20;
const id = idArg;

/**
 * Arguments of `promoCodes`: the fan asking (codes that do not exist are limited per fan, ADR
 * 0041), and ids or a name as typed (trimmed; compared case-insensitively).
 */
export const promoCodesArgs = z
  .object({
    customerId: customerIdArg,
    promoCodesIds: z.array(id).max(100).nullish(),
    name: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
    limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100).nullish(),
  })
  .refine((args) => (args.promoCodesIds?.length ?? 0) > 0 || Boolean(args.name), {
    message: 'give promoCodesIds or a name',
    path: ['name'],
  });
export type PromoCodesArgs = z.output<typeof promoCodesArgs>;

/** Arguments of `evaluatePromoCodes`; a code given twice is kept twice (ONLY_ONE_USE_PER_ORDER). */
export const evaluatePromoCodesArgs = z.object({
  customerId: customerIdArg,
  orderId: id,
  promoCodeIds: z.array(id).max(MAX_CODES, `must list at most ${MAX_CODES} codes`),
});
