import { z } from 'zod';

/* Bodies of the payouts routes (payouts-routes.ts): shapes only; the API checks the rules. */

/** POST /api/staff/payouts/batch */
export const payoutBatchRequest = z.object({
  payoutIds: z.array(z.string().trim().min(1).max(35)).min(1).max(500),
});
/** POST /api/staff/payouts/paid */
export const payoutPaidRequest = z.object({ batchId: z.uuid() });
