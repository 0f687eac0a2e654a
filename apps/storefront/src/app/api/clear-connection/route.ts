import { routeJson } from '@/features/api/route-contract';
import { CLEAR_CONNECTION } from '@/features/account/account-routes';
import { clearSession } from '@/features/session/session';

/** The logout fallback (docs/product.md#account): forgets the session cookie whatever happened before. */
export async function POST() {
  await clearSession();
  return routeJson(CLEAR_CONNECTION, { ok: true });
}
