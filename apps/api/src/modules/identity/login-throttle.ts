import { type DbExecutor, loginFailures } from '@stadio/db';
import { and, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { identityError } from './identity-errors';
import type { IdentitySettings } from './identity-settings';

/** Whose failures count: the e-mail tried, and the client's IP when it is a login. */
export interface ThrottleKey {
  tenantId: string;
  email: string;
  ip: string | null;
}

/**
 * When the key may try again, if it is throttled now: the moment the oldest of the last `max`
 * failures leaves the sliding window. Undefined when fewer than `max` failures are in the window.
 */
async function blockedUntil(
  db: DbExecutor,
  where: SQL | undefined,
  max: number,
  windowStart: Date,
  windowMs: number,
) {
  const [row] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, windowStart)))
    .orderBy(desc(loginFailures.failedAt))
    .offset(max - 1)
    .limit(1);
  return row ? new Date(row.failedAt.getTime() + windowMs) : undefined;
}

/**
 * Fails with THROTTLED (and `retryAfterSeconds`) when the e-mail or the IP had too many failed
 * password checks within the window (ADR 0007). Checked before the password, so a throttled
 * caller learns nothing and costs no hashing.
 */
export async function assertNotThrottled(
  db: DbExecutor,
  key: ThrottleKey,
  settings: IdentitySettings,
  now: Date,
): Promise<void> {
  const { throttleWindowMs: windowMs } = settings;
  const windowStart = new Date(now.getTime() - windowMs);
  const byTenant = eq(loginFailures.tenantId, key.tenantId);
  const until = [
    await blockedUntil(
      db,
      and(byTenant, eq(loginFailures.email, key.email)),
      settings.maxFailuresPerAccount,
      windowStart,
      windowMs,
    ),
    key.ip
      ? await blockedUntil(
          db,
          and(byTenant, eq(loginFailures.ip, key.ip)),
          settings.maxFailuresPerIp,
          windowStart,
          windowMs,
        )
      : undefined,
  ].filter((date): date is Date => date !== undefined && date > now);
  if (until.length === 0) return;
  const latest = Math.max(...until.map((date) => date.getTime()));
  throw identityError('THROTTLED', 'Too many failed attempts; try again later', {
    retryAfterSeconds: Math.ceil((latest - now.getTime()) / 1000),
  });
}

/** Records a failed password check, and forgets this key's failures that left the window. */
export async function recordFailure(
  db: DbExecutor,
  key: ThrottleKey,
  settings: IdentitySettings,
  now: Date,
): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ tenantId: key.tenantId, email: key.email, ip: key.ip, failedAt: now });
  const windowStart = new Date(now.getTime() - settings.throttleWindowMs);
  const sameKey = key.ip
    ? or(eq(loginFailures.email, key.email), eq(loginFailures.ip, key.ip))
    : eq(loginFailures.email, key.email);
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, key.tenantId), sameKey, lt(loginFailures.failedAt, windowStart)));
}

/**
 * Forgets the failures of an e-mail after a successful check, so its owner starts afresh. The
 * IP's failures stay: one good password must not clear a guessing spree from that address.
 */
export async function clearAccountFailures(db: DbExecutor, tenantId: string, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.email, email)));
}
