import { holderSchema, validate } from '@stadio/customers';
import type { Gender } from '@/gql/graphql';
import { orderFailure, orderFailureResponse } from '@/features/orders/order-failure';
import { ticketHoldersBodySchema } from '@/features/orders/order-requests';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { SET_HOLDERS } from '@/features/orders/order-routes';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/**
 * The information step: who attends with each ticket. Every holder is checked with the club's
 * requiredHolderFields; a ticket's holder is set once (409 HOLDER_LOCKED afterwards).
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, ticketHoldersBodySchema, 64 * 1024);
  if ('response' in body) return body.response;
  const schema = holderSchema(route.tenant.requiredHolderFields);
  const holders = [];
  for (const [index, { ticketId, ...fields }] of body.data.holders.entries()) {
    const checked = validate(schema, fields);
    if (!checked.ok)
      return errorResponse(
        400,
        'Some fields are not filled in correctly.',
        checked.errors.map(({ field, code }) => ({ ticketId, index, field, code })),
      );
    const { gender, ...holder } = checked.value;
    holders.push({ ticketId, ...holder, gender: gender ? (gender.toUpperCase() as Gender) : null });
  }
  if (new Set(holders.map((h) => h.ticketId)).size !== holders.length)
    return orderFailureResponse(orderFailure('BAD_USER_INPUT', 'A ticket is listed twice.'));
  const set = await route.api.setHolders(body.data.orderId, holders);
  return set.ok ? routeJson(SET_HOLDERS, { order: set.data }) : orderFailureResponse(set.failure);
}
