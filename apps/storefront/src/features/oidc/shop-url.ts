import 'server-only';
import { headers } from 'next/headers';
import { requestOrigin } from '@/lib/request-origin';

/**
 * This shop's own origin as the fan reached it (requestOrigin: https as the request hook judged
 * it), or null for a Host that is not a host. A forged Host gains nothing: the provider only sends
 * fans back to the addresses registered for the club.
 */
export async function shopOrigin(): Promise<string | null> {
  return requestOrigin(await headers());
}

/** Where the provider returns after sign-in. */
export const CALLBACK_PATH = '/api/oidc/callback';
