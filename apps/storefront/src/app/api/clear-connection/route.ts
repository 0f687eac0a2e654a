import { accountJson } from '@/features/account/account-route';
import { clearSession } from '@/features/session/session';

/** The logout fallback (spec section 7): forgets the session cookie whatever happened before. */
export async function POST() {
  await clearSession();
  return accountJson({ ok: true });
}
