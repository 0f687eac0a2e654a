import { routeJson } from '@/features/api/route-contract';
import { gateApi } from '@/features/gate/gate-api';
import { gateEntriesRequestSchema } from '@/features/gate/gate-requests';
import { GATE_ENTRIES_ROUTE } from '@/features/gate/gate-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** A full sync: 500 scans of about 500 bytes each, the QR token read included (ADR 0044). */
const ENTRIES_BODY_LIMIT = 384 * 1024;

/** A gate device sends its queued scans; the answer says which came first (docs/product.md#gate-scanning). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, gateEntriesRequestSchema, ENTRIES_BODY_LIMIT);
  if ('response' in body) return body.response;
  const result = await gateApi(found.tenantSlug).record(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(GATE_ENTRIES_ROUTE, result.data);
}
