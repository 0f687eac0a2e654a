import 'server-only';
import { errorResponse } from '@/lib/read-json-body';
import { env } from '@/lib/env';
import { staffFailureResponse, staffRoute } from './staff-access';
import { staffApi } from './staff-api';

const ID = /^[\w-]{1,100}$/;

/**
 * A credit note of one order of this club for the ticket office (docs/product.md#credit-notes):
 * the member must see the order (ORDER_VIEW) and the note must be one of its own; then the API's
 * file route is asked as the order's customer, like the fan's own download. 404 otherwise.
 */
export async function creditNoteFileRoute(orderId: string, creditNoteId: string): Promise<Response> {
  if (!ID.test(orderId) || !ID.test(creditNoteId)) return errorResponse(404, 'No such credit note.');
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const order = await staffApi(found.tenantSlug).order(found.session, orderId);
  if (!order.ok) return staffFailureResponse(order.failure);
  if (!order.data.creditNotes.some((note) => note.id === creditNoteId))
    return errorResponse(404, 'No such credit note.');
  const { API_URL, STOREFRONT_SECRET } = env();
  const answer = await fetch(`${API_URL}/credit-notes/${encodeURIComponent(creditNoteId)}.pdf`, {
    headers: {
      'x-storefront-secret': STOREFRONT_SECRET,
      'x-tenant-slug': found.tenantSlug,
      'x-customer-id': order.data.customer.id,
    },
    cache: 'no-store',
  });
  if (answer.status === 404) return errorResponse(404, 'No such credit note.');
  if (!answer.ok || !answer.body) return errorResponse(502, 'The file could not be made.');
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-length', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
