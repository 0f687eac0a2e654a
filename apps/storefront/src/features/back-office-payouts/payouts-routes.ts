import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { PayoutBatchStatus } from '@/gql/graphql';
import type { payoutBatchRequest, payoutPaidRequest } from './payouts-requests';

// The payouts routes of the BFF (docs/staff-roles.md, RESALE_PAYOUT); refusals are payouts-error.ts's.

export interface PayoutBatchAnswer {
  id: string;
  reference: string;
  status: PayoutBatchStatus;
  payoutCount: number;
  total: number;
}

export const PAYOUT_BATCH = defineRoute<z.input<typeof payoutBatchRequest>, PayoutBatchAnswer>(
  '/api/staff/payouts/batch',
);
export const PAYOUT_PAID = defineRoute<z.input<typeof payoutPaidRequest>, PayoutBatchAnswer>(
  '/api/staff/payouts/paid',
);

/** A batch's SEPA file (GET; a link, not a call). */
export const payoutFileHref = (batchId: string) =>
  `/api/staff/payouts/file?batch=${encodeURIComponent(batchId)}`;
