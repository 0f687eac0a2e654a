import { clientIp } from '@/features/account/client-ip';
import { clientLogSchema } from '@/features/errors/client-log-schema';
import { LOG_MAX_BYTES, logReportRefusal } from '@/features/security/log-limit';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Browser-side errors (render failures) land in the server log with the club and the browser's
 * details; limited per client address and in size, so nobody can fill the log (docs/security.md).
 */
export async function POST(request: Request) {
  const waitSeconds = await logReportRefusal(clientIp(request.headers));
  if (waitSeconds !== null)
    return Response.json(
      { error: 'Too many reports.' },
      { status: 429, headers: { 'retry-after': String(waitSeconds) } },
    );
  const body = await readJsonBody(request, clientLogSchema, LOG_MAX_BYTES);
  if ('response' in body) return body.response;
  const tenant = await tenantFromRequest();
  const { level, message, ...details } = body.data;
  logger[level]({ source: 'browser', tenant: tenant?.slug, ...details }, message);
  // CLIENT_LOG (features/errors/errors-routes.ts) answers nothing: a 204 has no body to type.
  return new Response(null, { status: 204 });
}
