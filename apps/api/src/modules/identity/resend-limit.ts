import type { CustomerRow } from '@stadio/db';
import { countTokensSince, type ActionTokenKind } from './action-tokens';
import type { IdentityScope } from './identity-scope';

/**
 * Whether the customer may be sent another link of `kind` now. Links are capped per window so
 * nobody can flood a stranger's mailbox by pressing "resend"; requests over the cap are answered
 * like the others but send nothing.
 */
export async function maySendLink(
  scope: IdentityScope,
  customer: CustomerRow,
  kind: ActionTokenKind,
): Promise<boolean> {
  const since = new Date(scope.now.getTime() - scope.settings.linkWindowMs);
  const sent = await countTokensSince(scope.db, {
    tenantId: customer.tenantId,
    customerId: customer.id,
    kind,
    since,
  });
  return sent < scope.settings.maxLinksPerWindow;
}
