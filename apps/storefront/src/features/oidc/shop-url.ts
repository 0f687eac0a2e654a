import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';

/**
 * This shop's own origin as the fan reached it (https as the request hook judged it). A forged
 * Host gains nothing: the provider only sends fans back to the addresses registered for the club.
 */
export async function shopOrigin(): Promise<string> {
  const all = await headers();
  const host = all.get('host') ?? 'localhost';
  return `${all.get(CLIENT_HTTPS_HEADER) === '1' ? 'https' : 'http'}://${host}`;
}

/** Where the provider returns after sign-in. */
export const CALLBACK_PATH = '/api/oidc/callback';
