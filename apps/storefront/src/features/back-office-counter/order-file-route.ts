import 'server-only';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { errorResponse } from '@/lib/read-json-body';
import { counterApi } from './counter-api';

const ORDER_ID = /^[\w-]{1,100}$/;

/**
 * An order's tickets PDF or invoice for the ticket office ("Print tickets" after a counter sale):
 * 404 for an order not of this club, 409 before the club opens the tickets' downloads.
 */
export async function orderFileRoute(
  orderId: string,
  file: 'tickets.pdf' | 'invoice.pdf',
): Promise<Response> {
  if (!ORDER_ID.test(orderId)) return errorResponse(404, 'No such order.');
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const result = await counterApi(found.tenantSlug).orderFile(found.session, orderId, file);
  if (!result.ok) return staffFailureResponse(result.failure);
  const answer = result.data;
  if (answer.status === 403)
    return Response.json(
      { error: 'These tickets cannot be downloaded yet.', code: 'TICKETS_NOT_YET_AVAILABLE' },
      { status: 409, headers: { 'cache-control': 'no-store' } },
    );
  if (answer.status === 404) return errorResponse(404, 'No such order.');
  if (!answer.ok || !answer.body) return errorResponse(502, 'The file could not be made.');
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-length', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
