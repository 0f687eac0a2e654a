import 'server-only';
import { unsealData } from 'iron-session';
import { env } from '@/lib/env';
import { processWide } from '@/lib/process-wide';
import { isSessionEpochCurrent } from './session-epochs';

/** What the encrypted session cookie holds: ids and the name shown in the navbar, nothing else. */
export interface SessionData {
  tenant?: string;
  customerId?: string;
  firstName?: string;
  /** Early-bird customers may buy early-bird-only sales before the public opening. */
  isEarlyBird?: boolean;
  /** The customer's session epoch when this session was opened (ADR 0022); absent counts as 0. */
  epoch?: number;
  /** When the session was opened, and when its seal was last renewed (epoch milliseconds). */
  startedAt?: number;
  renewedAt?: number;
}

/**
 * A session lives three days from its last renewal, renewed at most once a day while the fan
 * uses the shop, and never more than thirty days in all (ADR 0022); ending it early is the
 * epoch's job.
 */
export const SESSION_TTL_SECONDS = 3 * 24 * 3600;
const RENEW_AFTER_MS = 24 * 3600 * 1000;
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** The cookie's name: `__Host-` prefixed over HTTPS (Secure, Path=/, no Domain: no subdomain can set it). */
export const sessionCookieName = (https: boolean) => (https ? '__Host-stadio_session' : 'stadio_session');

// Unsealing costs ~0.4 ms of crypto, and a buyer's cart sends the same cookie many times a minute.
// A seal always opens to the same data, so what it held is kept for a short while (ADR 0015).
// Revocation does not depend on it: the epoch is checked on every call (session-epochs.ts). One
// memory per process: the rush lane (ADR 0037) and Next's route handlers read the same seals.
const UNSEALED_FOR_MS = 30_000;
const UNSEALED_MAX = 10_000;
const unsealed = processWide(
  'unsealed-sessions',
  () => new Map<string, { data: SessionData; until: number }>(),
);

/** What a session cookie's seal holds (nothing when absent, expired or forged). */
export async function openSeal(seal: string | undefined): Promise<SessionData> {
  if (!seal) return {};
  const now = Date.now();
  const kept = unsealed.get(seal);
  if (kept && kept.until > now) return kept.data;
  const data = await unsealData<SessionData>(seal, {
    password: env().SESSION_SECRET,
    ttl: SESSION_TTL_SECONDS,
  });
  unsealed.delete(seal);
  unsealed.set(seal, { data, until: now + UNSEALED_FOR_MS });
  if (unsealed.size > UNSEALED_MAX) {
    const oldest = unsealed.keys().next().value;
    if (oldest !== undefined) unsealed.delete(oldest);
  }
  return data;
}

/** Whether a session of this club is due its daily renewal (a new seal, written by a route handler). */
export function isRenewalDue(data: SessionData, tenantSlug: string, now = Date.now()): boolean {
  return data.tenant === tenantSlug && !!data.customerId && now - (data.renewedAt ?? 0) >= RENEW_AFTER_MS;
}

/**
 * The logged-in customer a session holds for this club, if any. A session from another club's
 * host, one older than the longest a session may last, or one opened before the customer's
 * sessions were ended (logout, log out everywhere, password changed or reset, account deleted)
 * counts as logged out. Throws SessionCheckUnavailableError when the API cannot confirm the epoch.
 */
export async function customerOfSession(session: SessionData, tenantSlug: string) {
  if (session.tenant !== tenantSlug || !session.customerId) return undefined;
  if (session.startedAt !== undefined && Date.now() - session.startedAt > SESSION_MAX_AGE_MS)
    return undefined;
  const epoch = session.epoch ?? 0;
  if (!(await isSessionEpochCurrent(tenantSlug, session.customerId, epoch))) return undefined;
  return {
    id: session.customerId,
    firstName: session.firstName ?? '',
    isEarlyBird: session.isEarlyBird ?? false,
    epoch,
  };
}

export type SessionCustomer = NonNullable<Awaited<ReturnType<typeof customerOfSession>>>;
