import { accountJson } from '@/features/account/account-route';
import { clearSession } from '@/features/session/session';

/** The logout fallback (docs/product.md#account): forgets the session cookie whatever happened before. */
export async function POST() {
  await clearSession();
  return accountJson({ ok: true });
}
