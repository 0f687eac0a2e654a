/**
 * What {@link sendJson} got back: the status, parsed JSON (null when none) and Retry-After header
 * (null when none), or no answer at all.
 */
export type JsonAnswer =
  | { status: number; ok: boolean; json: unknown; retryAfter: string | null }
  | { status: 0; ok: false; network: true };

/**
 * Calls a route of the shop from the browser (same origin, session cookie), JSON both ways; never
 * from the HTTP cache (every answer is personal or live). `keepalive` lets a call outlive the page.
 */
export async function sendJson(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; keepalive?: boolean } = {},
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      ...(init.keepalive ? { keepalive: true } : {}),
      ...(init.body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
    });
  } catch {
    return { status: 0, ok: false, network: true };
  }
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, json, retryAfter: response.headers.get('retry-after') };
}
