import { routeJson } from '@/features/api/route-contract';
import { apiKeysApi } from '@/features/back-office-api-keys/api-keys-api';
import { apiKeyRevokeRequest } from '@/features/back-office-api-keys/api-keys-requests';
import { API_KEY_REVOKE } from '@/features/back-office-api-keys/api-keys-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Revokes an API key at once (INTEGRATIONS_MANAGE): the club's system using it is refused from now on. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, apiKeyRevokeRequest);
  if ('response' in body) return body.response;
  const result = await apiKeysApi(found.tenantSlug).revoke(found.session, body.data.id);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(API_KEY_REVOKE, result.data);
}
