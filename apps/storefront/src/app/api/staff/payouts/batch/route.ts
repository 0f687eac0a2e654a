import { routeJson } from '@/features/api/route-contract';
import { payoutsApi } from '@/features/back-office-payouts/payouts-api';
import { payoutBatchRequest } from '@/features/back-office-payouts/payouts-requests';
import { PAYOUT_BATCH } from '@/features/back-office-payouts/payouts-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Puts the chosen payouts in a new batch (RESALE_PAYOUT); the page then downloads its SEPA file. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, payoutBatchRequest);
  if ('response' in body) return body.response;
  const result = await payoutsApi(found.tenantSlug).createBatch(found.session, body.data.payoutIds);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PAYOUT_BATCH, result.data);
}
