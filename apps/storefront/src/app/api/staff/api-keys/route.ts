import { routeJson } from '@/features/api/route-contract';
import { apiKeysApi } from '@/features/back-office-api-keys/api-keys-api';
import { apiKeyCreateRequest } from '@/features/back-office-api-keys/api-keys-requests';
import { API_KEY_CREATE } from '@/features/back-office-api-keys/api-keys-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Makes a read-only API key (INTEGRATIONS_MANAGE); the answer is the only time the key is shown. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, apiKeyCreateRequest);
  if ('response' in body) return body.response;
  const result = await apiKeysApi(found.tenantSlug).create(found.session, body.data.name);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(API_KEY_CREATE, result.data);
}
