import 'server-only';
import type { READ_API_ERROR_CODES } from '@stadio/graphql/enums';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { env } from '@/lib/env';

type ReadApiErrorCode = (typeof READ_API_ERROR_CODES)[number];

/** The API's headers a club's system reads: the type, the throttle's and the key's answers. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'retry-after', 'www-authenticate', 'allow'];

/** A refusal in the read API's one shape (docs/integrations.md#read-api), for what the shop answers itself. */
export function readApiRefusal(
  status: number,
  code: ReadApiErrorCode,
  message: string,
  headers: HeadersInit = {},
) {
  return Response.json(
    { error: { code, message } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/**
 * `/api/v1/…` on a club's shop domain (ADR 0053): passed to the API's `/api/v1/…` with the
 * storefront's secret and the club the proxy resolved from the Host, the caller's key and query
 * as they came, and the answer streamed back as the API writes it (a 200-row page is never held
 * here). The API checks that the key is THIS club's. No session, no cookie is read or set.
 */
export async function forwardReadApi(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return readApiRefusal(405, 'METHOD_NOT_ALLOWED', 'The API only reads: use GET.', { allow: 'GET, HEAD' });
  const tenant = await tenantFromRequest();
  if (!tenant) return readApiRefusal(404, 'NOT_FOUND', 'No shop at this address.');
  const { API_URL, STOREFRONT_SECRET } = env();
  const url = new URL(request.url);
  const headers: Record<string, string> = {
    'x-storefront-secret': STOREFRONT_SECRET,
    'x-tenant-slug': tenant.slug,
    accept: 'application/json',
  };
  const authorization = request.headers.get('authorization');
  if (authorization) headers.authorization = authorization;
  let answer: Response;
  try {
    answer = await fetch(`${API_URL}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return readApiRefusal(503, 'UNAVAILABLE', 'The shop cannot reach its data for a moment.', {
      'retry-after': '5',
    });
  }
  const passed = new Headers();
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value) passed.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: passed });
}
