import { routeJson } from '@/features/api/route-contract';
import { webhooksApi } from '@/features/back-office-webhooks/webhooks-api';
import { resendRequest } from '@/features/back-office-webhooks/webhooks-requests';
import { WEBHOOK_RESEND } from '@/features/back-office-webhooks/webhooks-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Sends a delivery's event again under the same webhook-id (INTEGRATIONS_MANAGE). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, resendRequest);
  if ('response' in body) return body.response;
  const result = await webhooksApi(found.tenantSlug).resend(found.session, body.data.deliveryId);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(WEBHOOK_RESEND, result.data);
}
