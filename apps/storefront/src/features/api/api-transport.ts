import 'server-only';
import { Agent, request } from 'undici';
import { processWide } from '@/lib/process-wide';

/**
 * The `fetch` the storefront's GraphQL client calls the API with (ADR 0035): undici's own
 * `request` over one keep-alive pool per process, not the global `fetch`. Next wraps the global
 * `fetch` (tracing, its data cache), and the global `fetch` itself builds a WHATWG request, abort
 * signal and body stream for every call: on the bench's on-sale crowd that was about 1.7 ms of
 * the storefront's one thread per API call, more than Next's own routing of the fan's request.
 * The API answers GraphQL in one small JSON body, read whole here.
 *
 * Only what urql's fetch exchange uses is honoured: method, headers, body (a string) and signal.
 */
export async function apiFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
    throw new TypeError('apiFetch sends string bodies only (urql sends JSON text)');
  const answer = await request(url, {
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    headers: headerRecord(init.headers),
    body: init.body ?? undefined,
    signal: init.signal ?? undefined,
    dispatcher: apiAgent(),
  });
  const text = await answer.body.text();
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A status without a body (204, 304) cannot be given one, not even an empty string.
  const bodyless = answer.statusCode === 204 || answer.statusCode === 205 || answer.statusCode === 304;
  return new Response(bodyless ? null : text, { status: answer.statusCode, headers });
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

/** One pool per process, whichever of Next's bundles (pages, route handlers) loads this module. */
const apiAgent = () =>
  processWide('api-agent', () => new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 }));
