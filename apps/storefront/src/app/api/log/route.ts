import { clientLogSchema } from '@/features/errors/client-log-schema';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { readJsonBody } from '@/lib/read-json-body';

/** Browser-side errors (render failures) land in the server log with the club and the browser's details. */
export async function POST(request: Request) {
  const body = await readJsonBody(request, clientLogSchema);
  if ('response' in body) return body.response;
  const tenant = await tenantFromRequest();
  const { level, message, ...details } = body.data;
  logger[level]({ source: 'browser', tenant: tenant?.slug, ...details }, message);
  return new Response(null, { status: 204 });
}
