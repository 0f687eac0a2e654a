import { routeJson } from '@/features/api/route-contract';
import { webhooksApi } from '@/features/back-office-webhooks/webhooks-api';
import { createEndpointRequest } from '@/features/back-office-webhooks/webhooks-requests';
import { WEBHOOK_CREATE } from '@/features/back-office-webhooks/webhooks-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Adds a webhook endpoint (INTEGRATIONS_MANAGE); the answer carries its secret, shown once. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, createEndpointRequest);
  if ('response' in body) return body.response;
  const result = await webhooksApi(found.tenantSlug).create(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(WEBHOOK_CREATE, result.data);
}
