import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';

/**
 * A browser that has logged in to an account before (ADR 0022, OWASP's "device cookie"): the
 * account's hourly failure cap, which a stranger guessing at it can reach, does not lock its owner
 * out on such a browser. An encrypted, HttpOnly cookie listing the last few addresses logged in
 * to at this club; a year long.
 */
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const MAX_ACCOUNTS = 5;

interface DeviceData {
  tenant: string;
  emails: string[];
}

async function cookieName(): Promise<string> {
  return (await headers()).get(CLIENT_HTTPS_HEADER) === '1' ? '__Host-stadio_device' : 'stadio_device';
}

const normalise = (email: string) => email.trim().toLowerCase();

async function readDevice(tenantSlug: string): Promise<string[]> {
  const seal = (await cookies()).get(await cookieName())?.value;
  if (!seal) return [];
  try {
    const data = await unsealData<Partial<DeviceData>>(seal, {
      password: env().SESSION_SECRET,
      ttl: DEVICE_TTL_SECONDS,
    });
    return data.tenant === tenantSlug && Array.isArray(data.emails) ? data.emails : [];
  } catch {
    return [];
  }
}

/** Whether this browser has logged in to `email` at this club before. */
export async function isKnownDevice(tenantSlug: string, email: string): Promise<boolean> {
  return (await readDevice(tenantSlug)).includes(normalise(email));
}

/** Remembers that this browser logged in to `email` at this club. */
export async function rememberDevice(tenantSlug: string, email: string): Promise<void> {
  const emails = [normalise(email), ...(await readDevice(tenantSlug)).filter((e) => e !== normalise(email))];
  const seal = await sealData(
    { tenant: tenantSlug, emails: emails.slice(0, MAX_ACCOUNTS) } satisfies DeviceData,
    {
      password: env().SESSION_SECRET,
      ttl: DEVICE_TTL_SECONDS,
    },
  );
  (await cookies()).set(await cookieName(), seal, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: DEVICE_TTL_SECONDS - 60,
  });
}
