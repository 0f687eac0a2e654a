import 'server-only';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';
import { SESSION_HINT_COOKIE, sessionHintValue } from './session-hint';
import {
  forgetSessionEpoch,
  freshSessionEpoch,
  isSessionEpochCurrent,
  SessionCheckUnavailableError,
} from './session-epochs';

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
const SESSION_TTL_SECONDS = 3 * 24 * 3600;
const RENEW_AFTER_MS = 24 * 3600 * 1000;
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** The cookie's name: `__Host-` prefixed over HTTPS (Secure, Path=/, no Domain: no subdomain can set it). */
async function cookieName(): Promise<string> {
  return (await headers()).get(CLIENT_HTTPS_HEADER) === '1' ? '__Host-stadio_session' : 'stadio_session';
}

async function sessionOptions(): Promise<SessionOptions> {
  return {
    password: env().SESSION_SECRET,
    cookieName: await cookieName(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: env().NODE_ENV === 'production', path: '/' },
  };
}

/** The session of the current request. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), await sessionOptions());
}

/**
 * Logs a customer of this club in: the cookie keeps the ids, the navbar's first name, the
 * early-bird flag and the customer's session epoch.
 */
export async function saveCustomerSession(
  tenantSlug: string,
  customer: { id: string; firstName?: string | null; isEarlyBird: boolean },
  epoch: number,
  options: { login?: boolean } = {},
) {
  const session = await getSession();
  const now = Date.now();
  // A login starts the 30 days afresh; renewals and profile changes keep the session's start.
  if (options.login || session.customerId !== customer.id || session.tenant !== tenantSlug)
    session.startedAt = now;
  session.tenant = tenantSlug;
  session.customerId = customer.id;
  session.firstName = customer.firstName ?? '';
  session.isEarlyBird = customer.isEarlyBird;
  session.epoch = epoch;
  session.startedAt ??= now;
  session.renewedAt = now;
  await session.save();
  forgetSessionEpoch(tenantSlug, customer.id);
  // The readable twin for pages served from the shared cache (session-hint.ts), as long-lived.
  (await cookies()).set(
    SESSION_HINT_COOKIE,
    sessionHintValue({ tenant: tenantSlug, firstName: session.firstName, isEarlyBird: customer.isEarlyBird }),
    {
      sameSite: 'lax',
      secure: env().NODE_ENV === 'production',
      path: '/',
      maxAge: SESSION_TTL_SECONDS - 60,
    },
  );
}

/** Logs out this browser: the cookie and its readable twin are emptied and expired. */
export async function clearSession() {
  const session = await getSession();
  if (session.tenant && session.customerId) forgetSessionEpoch(session.tenant, session.customerId);
  session.destroy();
  (await cookies()).delete({ name: SESSION_HINT_COOKIE, path: '/' });
}

/**
 * Renews a session opened more than a day ago (a route handler's call: pages cannot set cookies),
 * so a fan who keeps using the shop stays logged in while an idle copy of the cookie expires.
 */
export async function renewSession(tenantSlug: string): Promise<void> {
  const data = await readSession();
  if (data.tenant !== tenantSlug || !data.customerId) return;
  const now = Date.now();
  if (now - (data.renewedAt ?? 0) < RENEW_AFTER_MS) return;
  await saveCustomerSession(
    tenantSlug,
    { id: data.customerId, firstName: data.firstName, isEarlyBird: data.isEarlyBird ?? false },
    data.epoch ?? 0,
  );
}

/**
 * After this browser ended the customer's sessions on purpose (password changed, log out
 * everywhere): its own session carries the new epoch and goes on.
 */
export async function keepThisSession(tenantSlug: string, customerId: string): Promise<void> {
  const data = await readSession();
  if (data.tenant !== tenantSlug || data.customerId !== customerId) return;
  const epoch = await freshSessionEpoch(tenantSlug, customerId);
  if (epoch === null) return clearSession();
  await saveCustomerSession(
    tenantSlug,
    { id: customerId, firstName: data.firstName, isEarlyBird: data.isEarlyBird ?? false },
    epoch,
  );
}

// Unsealing costs ~0.4 ms of crypto, and a buyer's cart sends the same cookie many times a minute.
// A seal always opens to the same data, so what it held is kept for a short while (ADR 0015).
// Revocation does not depend on it: the epoch is checked on every call (session-epochs.ts).
const UNSEALED_FOR_MS = 30_000;
const UNSEALED_MAX = 10_000;
const unsealed = new Map<string, { data: SessionData; until: number }>();

/** What the request's session cookie holds (nothing when absent, expired or forged), read-only. */
async function readSession(): Promise<SessionData> {
  const { cookieName: name, password, ttl } = await sessionOptions();
  const seal = (await cookies()).get(name)?.value;
  if (!seal) return {};
  const now = Date.now();
  const kept = unsealed.get(seal);
  if (kept && kept.until > now) return kept.data;
  const data = await unsealData<SessionData>(seal, { password, ttl });
  unsealed.delete(seal);
  unsealed.set(seal, { data, until: now + UNSEALED_FOR_MS });
  if (unsealed.size > UNSEALED_MAX) {
    const oldest = unsealed.keys().next().value;
    if (oldest !== undefined) unsealed.delete(oldest);
  }
  return data;
}

/**
 * The logged-in customer of this club, if any. A session from another club's host, one older
 * than the longest a session may last, or one opened before the customer's sessions were ended
 * (logout, log out everywhere, password changed or reset, account deleted) counts as logged out.
 * Throws SessionCheckUnavailableError when the API cannot confirm the session (route handlers:
 * {@link routeSessionCustomer}).
 */
export async function getSessionCustomer(tenantSlug: string) {
  const session = await readSession();
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

export type SessionCustomer = NonNullable<Awaited<ReturnType<typeof getSessionCustomer>>>;

/**
 * {@link getSessionCustomer} for a route handler: `{ busyFor }` (seconds) when the API could not
 * confirm the session, for the route to answer 503 BUSY with Retry-After rather than 401.
 */
export async function routeSessionCustomer(
  tenantSlug: string,
): Promise<{ customer: SessionCustomer | undefined } | { busyFor: number }> {
  try {
    return { customer: await getSessionCustomer(tenantSlug) };
  } catch (error) {
    if (error instanceof SessionCheckUnavailableError) return { busyFor: error.retryAfterSeconds };
    throw error;
  }
}
