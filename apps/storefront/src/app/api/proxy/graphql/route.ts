import documents from '@/gql/public/persisted-documents.json';
import { apiClient } from '@/features/api/api-client';
import { busyHeaders, busyRetryAfter } from '@/features/api/busy';
import { createMicroCache } from '@/features/live/micro-cache';
import { readPersistedRequest } from '@/features/live/persisted-request';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { errorResponse } from '@/lib/read-json-body';

/** An answer of the API as the route passes it on. */
type Answer = { status: 200; body: unknown } | { status: 503; retryAfter: number };

// One API request per club, operation and variables a second, whatever the number of fans (ADR 0013).
const answers = createMicroCache<Answer>({ ttlMs: 1_000, maxEntries: 5_000 });

async function ask(tenantSlug: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const result = await apiClient(tenantSlug).query(query, variables).toPromise();
  const busy = busyRetryAfter(result.error);
  if (busy !== null) return { status: 503, retryAfter: busy };
  if (result.error?.networkError) throw result.error.networkError;
  const errors = result.error?.graphQLErrors.map((e) => ({ message: e.message, extensions: e.extensions }));
  return {
    status: 200,
    body: errors?.length ? { data: result.data ?? null, errors } : { data: result.data },
  };
}

/**
 * `/api/proxy/graphql` (docs/product.md#bff-routes): the storefront's persisted public operations (live
 * availability for cached pages), as GETs a CDN may keep for a second. No query text, no
 * mutation, nothing personal.
 */
export async function GET(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const asked = readPersistedRequest(new URL(request.url).searchParams, documents);
  if (!asked.ok)
    return Response.json(
      { errors: [{ message: asked.message, extensions: { code: asked.code } }] },
      { status: asked.status },
    );
  try {
    const answer = await answers.get(`${tenant.slug}\n${asked.cacheKey}`, () =>
      ask(tenant.slug, asked.query, asked.variables),
    );
    if (answer.status === 503)
      return Response.json(
        { errors: [{ message: 'The shop is very busy.', extensions: { code: 'BUSY' } }] },
        { status: 503, headers: busyHeaders(answer.retryAfter) },
      );
    return Response.json(answer.body, { headers: { 'cache-control': 'public, max-age=1' } });
  } catch (error) {
    logger.error({ err: error, tenant: tenant.slug }, 'live operation failed');
    return Response.json(
      {
        errors: [
          {
            message: 'The catalogue is unavailable, try again shortly.',
            extensions: { code: 'UNAVAILABLE' },
          },
        ],
      },
      { status: 503, headers: busyHeaders(2) },
    );
  }
}

/** Only GET: the operations are queries, and a GET can be cached on the way. */
export function POST() {
  return errorResponse(405, 'Use GET with a persisted operation.');
}
