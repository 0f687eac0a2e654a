import { anomalyApi } from '@/features/anomalies/anomaly-api';
import { anomalyStatusRequestSchema } from '@/features/anomalies/anomaly-requests';
import { ANOMALY_STATUS_ROUTE } from '@/features/anomalies/anomaly-routes';
import { routeJson } from '@/features/api/route-contract';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** The ticket office moves an order anomaly forward (docs/product.md#order-anomalies). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, anomalyStatusRequestSchema);
  if ('response' in body) return body.response;
  const result = await anomalyApi(found.tenantSlug).update(
    found.session,
    body.data.anomalyId,
    body.data.status,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(ANOMALY_STATUS_ROUTE, { anomalyId: result.data.id, status: result.data.status });
}
