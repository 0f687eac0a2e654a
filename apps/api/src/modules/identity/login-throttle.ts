import { type DbExecutor, loginFailures } from '@stadio/db';
import { and, count, desc, eq, gt, isNull, lt, max, type SQL } from 'drizzle-orm';
import { identityError } from './identity-errors';
import type { IdentitySettings } from './identity-settings';

/** Whose failures count: the e-mail tried, and the client's IP when it is a login. */
export interface ThrottleKey {
  tenantId: string;
  email: string;
  ip: string | null;
}

/**
 * The wait before the next attempt of an account from one address after `failures` failed ones
 * (ADR 0022): none for the first few, then doubling, never more than the cap.
 */
export function pairDelayMs(failures: number, settings: IdentitySettings): number {
  const beyond = failures - settings.freeFailuresPerPair;
  if (beyond < 0) return 0;
  return Math.min(settings.pairDelayBaseMs * 2 ** beyond, settings.pairDelayMaxMs);
}

/** When the oldest of the last `limit` failures matching `where` leaves its window; undefined below the limit. */
async function blockedUntil(
  db: DbExecutor,
  where: SQL | undefined,
  limit: number,
  windowMs: number,
  now: Date,
) {
  const [row] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, new Date(now.getTime() - windowMs))))
    .orderBy(desc(loginFailures.failedAt))
    .offset(limit - 1)
    .limit(1);
  return row ? new Date(row.failedAt.getTime() + windowMs) : undefined;
}

const sameIp = (ip: string | null) => (ip === null ? isNull(loginFailures.ip) : eq(loginFailures.ip, ip));

/**
 * Fails with THROTTLED (and `retryAfterSeconds`) while this attempt must wait (ADR 0022, which
 * replaces ADR 0007's lockout):
 * - the account from this address: a progressive delay after a few failures, so a guesser there
 *   slows to a crawl while the owner elsewhere is not affected;
 * - the account from anywhere: at most `maxFailuresPerAccount` failures per hour (ASVS 2.2.1), a
 *   cap the owner's browser passes when it has logged in to this account before (`knownDevice`);
 * - the address at this club: `maxFailuresPerIp` failures per window, whatever the accounts.
 * Checked before the password, so a throttled caller learns nothing and costs no hashing.
 */
export async function assertNotThrottled(
  db: DbExecutor,
  key: ThrottleKey,
  settings: IdentitySettings,
  now: Date,
  options: { knownDevice?: boolean } = {},
): Promise<void> {
  const byTenant = eq(loginFailures.tenantId, key.tenantId);
  const byEmail = and(byTenant, eq(loginFailures.email, key.email));
  const [pair] = await db
    .select({ failures: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        byEmail,
        sameIp(key.ip),
        gt(loginFailures.failedAt, new Date(now.getTime() - settings.throttleWindowMs)),
      ),
    );
  const until: Date[] = [];
  const delay = pairDelayMs(pair?.failures ?? 0, settings);
  if (delay > 0 && pair?.last) until.push(new Date(pair.last.getTime() + delay));
  if (!options.knownDevice) {
    const capped = await blockedUntil(
      db,
      byEmail,
      settings.maxFailuresPerAccount,
      settings.accountWindowMs,
      now,
    );
    if (capped) until.push(capped);
  }
  if (key.ip) {
    const address = await blockedUntil(
      db,
      and(byTenant, eq(loginFailures.ip, key.ip)),
      settings.maxFailuresPerIp,
      settings.throttleWindowMs,
      now,
    );
    if (address) until.push(address);
  }
  const latest = Math.max(...until.filter((date) => date > now).map((date) => date.getTime()));
  if (!Number.isFinite(latest)) return;
  throw identityError('THROTTLED', 'Too many failed attempts; try again later', {
    retryAfterSeconds: Math.ceil((latest - now.getTime()) / 1000),
  });
}

/** Records a failed password check, and forgets this key's failures older than every window. */
export async function recordFailure(
  db: DbExecutor,
  key: ThrottleKey,
  settings: IdentitySettings,
  now: Date,
): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ tenantId: key.tenantId, email: key.email, ip: key.ip, failedAt: now });
  const oldest = new Date(now.getTime() - Math.max(settings.throttleWindowMs, settings.accountWindowMs));
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, key.tenantId),
        eq(loginFailures.email, key.email),
        lt(loginFailures.failedAt, oldest),
      ),
    );
}

/**
 * Forgets the failures of this account from this address after a right password: its owner
 * starts afresh there. Failures from other addresses stay, so the owner logging in does not
 * reset a guesser's count towards the account's hourly cap.
 */
export async function clearPairFailures(db: DbExecutor, key: ThrottleKey): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, key.tenantId), eq(loginFailures.email, key.email), sameIp(key.ip)));
}

/** Forgets every failure of an account: its owner proved they read its mailbox (password reset). */
export async function clearAccountFailures(db: DbExecutor, tenantId: string, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.email, email)));
}
