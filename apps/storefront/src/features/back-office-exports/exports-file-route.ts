import 'server-only';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { env } from '@/lib/env';
import { errorResponse } from '@/lib/read-json-body';
import { EXPORT_FORMATS, EXPORT_KINDS } from './exports-routes';

const FILE = new RegExp(`^(${EXPORT_KINDS.join('|')})\\.(${EXPORT_FORMATS.join('|')})$`);
const PARAMETERS = ['locale', 'event', 'from', 'to', 'status'];

/**
 * One export file for the back office (docs/product.md#exports, ADR 0051): the staff session goes
 * to the API's export route, which checks it like every staff call (DATA_EXPORT) and streams the
 * file; its body is handed on as it comes, never read whole here. The API's refusals (400 bad
 * filter, 403 role, 401 session) are passed on as they are.
 */
export async function exportFileRoute(request: Request, file: string): Promise<Response> {
  if (!FILE.test(file)) return errorResponse(404, 'No such export.');
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of PARAMETERS) for (const value of asked.getAll(name)) query.append(name, value);
  const { API_URL, STOREFRONT_SECRET } = env();
  const answer = await fetch(`${API_URL}/exports/${file}?${query.toString()}`, {
    headers: {
      'x-storefront-secret': STOREFRONT_SECRET,
      'x-tenant-slug': found.tenantSlug,
      'x-staff-id': found.session.staffId,
      'x-staff-epoch': String(found.session.epoch),
    },
    cache: 'no-store',
    signal: request.signal,
  });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { code?: string; error?: string } | null;
    if (answer.status === 401 || answer.status === 403)
      return staffFailureResponse({ status: answer.status, body: { code: body?.code ?? 'STAFF_FORBIDDEN' } });
    if (answer.status === 400 || answer.status === 404)
      return Response.json(body ?? { error: 'Refused.' }, { status: answer.status });
    return errorResponse(502, 'The export could not be made.');
  }
  if (!answer.body) return errorResponse(502, 'The export could not be made.');
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
