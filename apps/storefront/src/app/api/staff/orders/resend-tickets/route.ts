import { routeJson } from '@/features/api/route-contract';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { staffOrderRequestSchema } from '@/features/staff/staff-requests';
import { STAFF_RESEND_TICKETS } from '@/features/staff/staff-routes';
import { readJsonBody } from '@/lib/read-json-body';

/** E-mails a confirmed order's tickets to its buyer again. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, staffOrderRequestSchema);
  if ('response' in body) return body.response;
  const result = await staffApi(found.tenantSlug).resendTickets(found.session, body.data.orderId);
  if (!result.ok) return staffFailureResponse(result.failure);
  const order = result.data;
  return routeJson(STAFF_RESEND_TICKETS, {
    orderId: order.orderId,
    status: order.status,
    customerEmail: order.customer.email,
  });
}
