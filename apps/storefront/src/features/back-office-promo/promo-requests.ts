import { z } from 'zod';

/*
 * Bodies of the promo routes (promo-routes.ts): shapes only; the API checks the rules with the
 * schema of promo-codes.json and answers each refused field.
 */

const int = z.number().int().nullish();
const ids = z.array(z.string().trim().min(1).max(120)).max(500).nullish();

export const promoRulesRequest = z.object({
  description: z.string().max(500).nullish(),
  label: z.string().max(40).nullish(),
  percent: int,
  amount: int,
  on: z.enum(['ORDER', 'SEATS', 'OPTIONS']).nullish(),
  combinable: z.boolean().nullish(),
  rank: int,
  minOrderAmount: int,
  maxOrderAmount: int,
  usageLimit: int,
  perCustomerLimit: int,
  oncePerMatchPerCustomer: z.boolean().nullish(),
  validFrom: z.string().max(20).nullish(),
  validUntil: z.string().max(20).nullish(),
  matches: ids,
  packs: ids,
  categories: ids,
  products: ids,
  earlyBirdsOnly: z.boolean().nullish(),
});

/** POST /api/staff/promo-codes: one code. */
export const promoCreateRequest = z.object({ name: z.string().max(80), rules: promoRulesRequest });
/** POST /api/staff/promo-codes/update */
export const promoUpdateRequest = z.object({
  id: z.string().trim().min(1).max(80),
  name: z.string().max(80),
  rules: promoRulesRequest,
});
/** POST /api/staff/promo-codes/batch */
export const promoBatchRequest = z.object({
  prefix: z.string().max(40),
  count: z.number().int(),
  rules: promoRulesRequest,
});
/** POST /api/staff/promo-codes/active */
export const promoActiveRequest = z.object({ id: z.string().trim().min(1).max(80), active: z.boolean() });
