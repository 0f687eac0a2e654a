import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isWebhookCode, type WebhookCode } from './webhooks-error';

/** What a webhooks call from the page gives back: the answer, or the code and refused fields. */
export type WebhookResult<T> =
  { ok: true; data: T } | { ok: false; code: WebhookCode | 'NETWORK' | 'UNKNOWN'; fields: string[] };

/** Calls a webhooks route through its contract (webhooks-routes.ts) and reads its refusal. */
export async function callWebhookRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<WebhookResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK', fields: [] };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as Record<string, unknown>;
  const code = isWebhookCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  const issues = Array.isArray(json.issues) ? (json.issues as Array<{ path?: unknown }>) : [];
  return { ok: false, code, fields: issues.map((issue) => String(issue.path ?? '')) };
}
