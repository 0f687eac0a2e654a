import 'server-only';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { SESSION_HINT_COOKIE, sessionHintValue } from './session-hint';

/** What the encrypted session cookie holds: ids and the name shown in the navbar, nothing else. */
export interface SessionData {
  tenant?: string;
  customerId?: string;
  firstName?: string;
  /** Early-bird customers may buy early-bird-only sales before the public opening. */
  isEarlyBird?: boolean;
}

// iron-session's default lifetime (14 days); its cookie expires a minute before the seal does.
const SESSION_TTL_SECONDS = 14 * 24 * 3600;

function sessionOptions(): SessionOptions {
  return {
    password: env().SESSION_SECRET,
    cookieName: 'stadio_session',
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: env().NODE_ENV === 'production', path: '/' },
  };
}

/** The session of the current request. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** Logs a customer of this club in: the cookie keeps the ids, the navbar's first name and the early-bird flag. */
export async function saveCustomerSession(
  tenantSlug: string,
  customer: { id: string; firstName?: string | null; isEarlyBird: boolean },
) {
  const session = await getSession();
  session.tenant = tenantSlug;
  session.customerId = customer.id;
  session.firstName = customer.firstName ?? '';
  session.isEarlyBird = customer.isEarlyBird;
  await session.save();
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

/** Logs out: the cookie and its readable twin are emptied and expired. */
export async function clearSession() {
  (await getSession()).destroy();
  (await cookies()).delete({ name: SESSION_HINT_COOKIE, path: '/' });
}

// Unsealing costs ~0.4 ms of crypto, and a buyer's cart sends the same cookie many times a minute.
// A seal always opens to the same data, so what it held is kept for a short while (ADR 0015).
const UNSEALED_FOR_MS = 30_000;
const UNSEALED_MAX = 10_000;
const unsealed = new Map<string, { data: SessionData; until: number }>();

/** What the request's session cookie holds (nothing when absent, expired or forged), read-only. */
async function readSession(): Promise<SessionData> {
  const { cookieName, password, ttl } = sessionOptions();
  const seal = (await cookies()).get(cookieName)?.value;
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

/** The logged-in customer of this club, if any; a session from another club's host counts as logged out. */
export async function getSessionCustomer(tenantSlug: string) {
  const session = await readSession();
  if (session.tenant !== tenantSlug || !session.customerId) return undefined;
  return {
    id: session.customerId,
    firstName: session.firstName ?? '',
    isEarlyBird: session.isEarlyBird ?? false,
  };
}
