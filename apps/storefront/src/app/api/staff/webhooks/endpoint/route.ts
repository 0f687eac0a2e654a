import { routeJson } from '@/features/api/route-contract';
import { webhooksApi } from '@/features/back-office-webhooks/webhooks-api';
import { endpointActionRequest } from '@/features/back-office-webhooks/webhooks-requests';
import { WEBHOOK_ACTION } from '@/features/back-office-webhooks/webhooks-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Enables, disables, deletes an endpoint or gives it a new secret (answered once) (INTEGRATIONS_MANAGE). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, endpointActionRequest);
  if ('response' in body) return body.response;
  const api = webhooksApi(found.tenantSlug);
  const { id, action } = body.data;
  const result =
    action === 'rotate'
      ? await api.rotate(found.session, id)
      : action === 'delete'
        ? await api.remove(found.session, id)
        : await api.setEnabled(found.session, id, action === 'enable');
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(WEBHOOK_ACTION, result.data);
}
