import 'server-only';
import type { z } from 'zod';
import type { Outcome } from '@/features/api/api-outcome';
import { routeJson, type AnyRoute, type RouteAnswer } from '@/features/api/route-contract';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';
import { seasonApi, type SeasonFailure } from './season-api';

/**
 * A season route (ADR 0047): the club and staff session, the body read with its zod schema (bad
 * JSON or shape is 400, nothing sent on), the API call, and its answer: the contract's JSON, or
 * the refusal with its status (404 not this club's, 409 refused by the catalogue, 400 bad input)
 * and the catalogue's own words.
 */
export async function seasonRoute<S extends z.ZodType, R extends AnyRoute, T>(
  request: Request,
  route: R,
  schema: S,
  call: (
    api: ReturnType<typeof seasonApi>,
    session: { staffId: string; epoch: number },
    body: z.infer<S>,
  ) => Promise<Outcome<T, SeasonFailure>>,
  answer: (data: T) => RouteAnswer<R>,
): Promise<Response> {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, schema);
  if ('response' in body) return body.response;
  const result = await call(seasonApi(found.tenantSlug), found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(route, answer(result.data));
}
