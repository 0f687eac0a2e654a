import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';
import { SESSION_HINT_COOKIE, sessionHintValue } from './session-hint';
import { forgetSessionEpoch, freshSessionEpoch, SessionCheckUnavailableError } from './session-epochs';
import {
  customerOfSession,
  isRenewalDue,
  openSeal,
  SESSION_TTL_SECONDS,
  sessionCookieName,
  type SessionCustomer,
  type SessionData,
} from './session-seal';

export type { SessionCustomer, SessionData };

async function cookieName(): Promise<string> {
  return sessionCookieName((await headers()).get(CLIENT_HTTPS_HEADER) === '1');
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
  if (!isRenewalDue(data, tenantSlug) || !data.customerId) return;
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

/** What the request's session cookie holds (nothing when absent, expired or forged), read-only. */
async function readSession(): Promise<SessionData> {
  return openSeal((await cookies()).get(await cookieName())?.value);
}

/**
 * The logged-in customer of this club, if any ({@link customerOfSession}). Throws
 * SessionCheckUnavailableError when the API cannot confirm the session (route handlers:
 * {@link routeSessionCustomer}).
 */
export async function getSessionCustomer(tenantSlug: string) {
  return customerOfSession(await readSession(), tenantSlug);
}

/** A route's logged-in customer (none when logged out), or `{ busyFor }` seconds when the API could not say. */
export type RouteCustomer = { customer: SessionCustomer | undefined } | { busyFor: number };

/**
 * {@link getSessionCustomer} for a route handler: `{ busyFor }` (seconds) when the API could not
 * confirm the session, for the route to answer 503 BUSY with Retry-After rather than 401.
 */
export async function routeSessionCustomer(tenantSlug: string): Promise<RouteCustomer> {
  return routeCustomerOf(await readSession(), tenantSlug);
}

/** {@link routeSessionCustomer} of a session already read (the rush lane's, ADR 0037). */
export async function routeCustomerOf(session: SessionData, tenantSlug: string): Promise<RouteCustomer> {
  try {
    return { customer: await customerOfSession(session, tenantSlug) };
  } catch (error) {
    if (error instanceof SessionCheckUnavailableError) return { busyFor: error.retryAfterSeconds };
    throw error;
  }
}
