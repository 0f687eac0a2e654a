import { z } from 'zod';
import { badPayoutInput } from './payout-errors';

/** Most payouts one file carries: a season's resales, small enough for one transaction and one bank upload. */
export const MAX_BATCH_PAYOUTS = 500;

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const payoutId = z.string().trim().min(1, 'must not be empty').max(35, 'must be at most 35 characters');

export const sessionArgs = z.object({ session });
export const batchIdArgs = z.object({ session, id: z.uuid('must be the id of a payout batch') });
export const createBatchArgs = z.object({
  session,
  payoutIds: z
    .array(payoutId)
    .min(1, 'choose at least one payout')
    .max(MAX_BATCH_PAYOUTS, `at most ${MAX_BATCH_PAYOUTS} payouts in one file`)
    .refine((ids) => new Set(ids).size === ids.length, 'names a payout twice'),
});

/** Parses arguments, refusing with every issue and its field (BAD_USER_INPUT, a 400 at the BFF). */
export function parsePayoutArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badPayoutInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
