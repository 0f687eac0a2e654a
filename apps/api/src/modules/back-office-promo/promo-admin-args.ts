import { promoCodeShape, withPromoCodeChecks } from '@stadio/catalogue';
import { z } from 'zod';
import { badPromoInput } from './promo-admin-errors';

/*
 * Arguments of the back-office promo operations. A code's rules are promo-codes.json's, checked
 * by the very schema of that file (promoCodeShape, withPromoCodeChecks), so the back office and
 * the catalogue files refuse the same values with the same words (docs/product.md#promo-codes).
 */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');

/** Most codes one batch makes: enough for a sponsor, small enough for one transaction. */
export const MAX_BATCH_SIZE = 5000;

const { id: _id, name, active: _active, ...ruleFields } = promoCodeShape;

/** GraphQL's nulls are "not given", and the scope enum is written in capitals. */
function fromGraphQL(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null);
  return Object.fromEntries(
    entries.map(([key, v]) => [key, key === 'on' && typeof v === 'string' ? v.toLowerCase() : v]),
  );
}

/** A code's rules: every field of promo-codes.json but its id, name and active flag. */
export const promoRulesSchema = z.preprocess(fromGraphQL, withPromoCodeChecks(z.strictObject(ruleFields)));
export type PromoRules = z.output<typeof promoRulesSchema>;

const codeInput = z.object({ name, rules: promoRulesSchema });

export const listArgs = z.object({
  session,
  state: z.enum(['ACTIVE', 'NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'DISABLED']).nullish(),
  search: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
});
export const sessionArgs = z.object({ session });
export const idArgs = z.object({ session, id });
/** A batch goes by its uuid; anything else is refused here rather than by the database. */
export const batchIdArgs = z.object({ session, id: z.uuid('must be the id of a batch') });
export const createArgs = z.object({ session, input: codeInput });
export const updateArgs = z.object({ session, id, input: codeInput });
export const activeArgs = z.object({ session, id, active: z.boolean() });
export const batchArgs = z.object({
  session,
  input: z.object({
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,20}$/, {
        message: 'must be 1 to 20 letters, digits or "_", like "SPONSOR"',
      }),
    count: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_BATCH_SIZE, `must be at most ${MAX_BATCH_SIZE}`),
    rules: promoRulesSchema,
  }),
});

/** Parses arguments, refusing with every issue and its field (BAD_USER_INPUT, a 400 at the BFF). */
export function parsePromoArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badPromoInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
