import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';

/** What the encrypted session cookie holds: ids and the name shown in the navbar, nothing else. */
export interface SessionData {
  tenant?: string;
  customerId?: string;
  firstName?: string;
  /** Early-bird customers may buy early-bird-only sales before the public opening. */
  isEarlyBird?: boolean;
}

function sessionOptions(): SessionOptions {
  return {
    password: env().SESSION_SECRET,
    cookieName: 'stadio_session',
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
}

/** Logs out: the cookie is emptied and expired. */
export async function clearSession() {
  (await getSession()).destroy();
}

/** The logged-in customer of this club, if any; a session from another club's host counts as logged out. */
export async function getSessionCustomer(tenantSlug: string) {
  const session = await getSession();
  if (session.tenant !== tenantSlug || !session.customerId) return undefined;
  return {
    id: session.customerId,
    firstName: session.firstName ?? '',
    isEarlyBird: session.isEarlyBird ?? false,
  };
}
