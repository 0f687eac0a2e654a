import { routeJson } from '@/features/api/route-contract';
import { payoutsApi } from '@/features/back-office-payouts/payouts-api';
import { payoutPaidRequest } from '@/features/back-office-payouts/payouts-requests';
import { PAYOUT_PAID } from '@/features/back-office-payouts/payouts-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Marks a batch executed by the bank (RESALE_PAYOUT): its payouts paid, the sellers e-mailed, once. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, payoutPaidRequest);
  if ('response' in body) return body.response;
  const result = await payoutsApi(found.tenantSlug).markPaid(found.session, body.data.batchId);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PAYOUT_PAID, result.data);
}
