import type { CustomerRow, DbExecutor } from '@stadio/db';
import { enqueueMail } from '../mail/enqueue-mail';
import { resetPasswordMail } from '../mail/templates/reset-password';
import { verifyEmailMail } from '../mail/templates/verify-email';
import { issueActionToken } from './action-tokens';
import type { IdentityScope } from './identity-scope';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Issues a verification token and queues its e-mail, in the caller's transaction. */
export async function queueVerificationEmail(
  tx: DbExecutor,
  scope: IdentityScope,
  customer: CustomerRow,
): Promise<void> {
  const ttlMs = scope.settings.verifyEmailTokenTtlMs;
  const token = await issueActionToken(tx, {
    tenantId: customer.tenantId,
    customerId: customer.id,
    kind: 'verify_email',
    now: scope.now,
    ttlMs,
  });
  await enqueueMail(
    tx,
    verifyEmailMail,
    {
      tenantId: customer.tenantId,
      to: customer.email,
      locale: customer.preferredLocale,
      payload: {
        token,
        firstName: customer.firstName,
        validForHours: Math.max(1, Math.round(ttlMs / HOUR_MS)),
      },
    },
    scope.now,
  );
}

/** Issues a password reset token and queues its e-mail, in the caller's transaction. */
export async function queuePasswordResetEmail(
  tx: DbExecutor,
  scope: IdentityScope,
  customer: CustomerRow,
): Promise<void> {
  const ttlMs = scope.settings.resetPasswordTokenTtlMs;
  const token = await issueActionToken(tx, {
    tenantId: customer.tenantId,
    customerId: customer.id,
    kind: 'reset_password',
    now: scope.now,
    ttlMs,
  });
  await enqueueMail(
    tx,
    resetPasswordMail,
    {
      tenantId: customer.tenantId,
      to: customer.email,
      locale: customer.preferredLocale,
      payload: {
        token,
        firstName: customer.firstName,
        validForMinutes: Math.max(1, Math.round(ttlMs / MINUTE_MS)),
      },
    },
    scope.now,
  );
}
