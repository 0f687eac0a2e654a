import { routeJson } from '@/features/api/route-contract';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { counterRefundRequestSchema } from '@/features/back-office-counter/counter-requests';
import { COUNTER_REFUND } from '@/features/back-office-counter/counter-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** The ticket office refunds one ticket of an order, with the reason the fan reads. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, counterRefundRequestSchema);
  if ('response' in body) return body.response;
  const result = await counterApi(found.tenantSlug).refund(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(COUNTER_REFUND, { orderId: result.data.orderId, status: result.data.status });
}
