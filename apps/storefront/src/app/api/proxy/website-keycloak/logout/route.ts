import { accountJson } from '@/features/account/account-route';
import { clearSession } from '@/features/session/session';

/**
 * Logs out (docs/product.md#account). Accounts live in our database, so there is no provider session to end.
 */
export async function POST() {
  await clearSession();
  return accountJson({ ok: true });
}
