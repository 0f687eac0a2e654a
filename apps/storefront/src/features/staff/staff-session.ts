import 'server-only';
import { createHmac } from 'node:crypto';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';

/** What the staff cookie holds: who, at which club, in which epoch (checked by the API on every call). */
export interface StaffSessionData {
  tenant?: string;
  staffId?: string;
  epoch?: number;
  email?: string;
  role?: string;
}

/** A working day: staff sign in again the next morning (and with a new TOTP code). */
const STAFF_TTL_SECONDS = 10 * 3600;

/**
 * The staff cookie's own key, derived from SESSION_SECRET: a fan's sealed cookie can never be
 * read as a staff one, nor the reverse (ADR 0024).
 */
function staffSealPassword(): string {
  return createHmac('sha256', env().SESSION_SECRET).update('stadio staff session v1').digest('base64url');
}

async function staffSessionOptions(): Promise<SessionOptions> {
  const https = (await headers()).get(CLIENT_HTTPS_HEADER) === '1';
  return {
    password: staffSealPassword(),
    cookieName: https ? '__Host-stadio_staff' : 'stadio_staff',
    ttl: STAFF_TTL_SECONDS,
    // Strict: a staff action never starts from another site's link. Path=/ because the staff
    // routes live under /api/ beside the pages under /staff (ADR 0024).
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure: env().NODE_ENV === 'production', path: '/' },
  };
}

async function staffSession() {
  return getIronSession<StaffSessionData>(await cookies(), await staffSessionOptions());
}

/** The staff session of this browser at club `tenantSlug`, as the API's calls take it; null if none. */
export async function staffSessionAt(tenantSlug: string): Promise<{ staffId: string; epoch: number } | null> {
  const data = await staffSession();
  if (data.tenant !== tenantSlug || !data.staffId) return null;
  return { staffId: data.staffId, epoch: data.epoch ?? 0 };
}

/** Opens a staff session at this club (a route handler's call). */
export async function saveStaffSession(
  tenantSlug: string,
  staff: { id: string; email: string; role: string; sessionEpoch: number },
): Promise<void> {
  const session = await staffSession();
  session.tenant = tenantSlug;
  session.staffId = staff.id;
  session.epoch = staff.sessionEpoch;
  session.email = staff.email;
  session.role = staff.role;
  await session.save();
}

/** Forgets this browser's staff session. */
export async function clearStaffSession(): Promise<void> {
  (await staffSession()).destroy();
}
