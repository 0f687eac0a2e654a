import { routeJson } from '@/features/api/route-contract';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { staffOrderRequestSchema } from '@/features/staff/staff-requests';
import { STAFF_CANCEL_ORDER } from '@/features/staff/staff-routes';
import { readJsonBody } from '@/lib/read-json-body';

/** The ticket office cancels a confirmed order (refund, seats, QR codes, e-mail; ADR 0024). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, staffOrderRequestSchema);
  if ('response' in body) return body.response;
  const result = await staffApi(found.tenantSlug).cancel(found.session, body.data.orderId);
  if (!result.ok) return staffFailureResponse(result.failure);
  const order = result.data;
  return routeJson(STAFF_CANCEL_ORDER, {
    orderId: order.orderId,
    status: order.status,
    customerEmail: order.customer.email,
  });
}
