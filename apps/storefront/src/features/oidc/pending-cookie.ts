import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { env } from '@/lib/env';
import type { PendingSignIn } from './relying-party';

/** The sign-in on its way to the provider and back: state, nonce, PKCE verifier (ADR 0027). */
const COOKIE = 'stadio_oidc';
/** Ten minutes to sign in at the provider; the provider's own interaction lasts as long. */
const PENDING_TTL_SECONDS = 600;

const pendingSchema = z.object({
  tenant: z.string(),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  // Checked when the sign-in began; checked again as it ends, by the same rule (docs/security.md#redirect-targets).
  redirectUrl: z.string().transform((path) => safeRedirectPath(path)),
});

/** Seals the pending sign-in into an http-only cookie sent back only to the callback. */
export async function keepPendingSignIn(pending: PendingSignIn): Promise<void> {
  const seal = await sealData(pending, { password: env().SESSION_SECRET, ttl: PENDING_TTL_SECONDS });
  (await cookies()).set(COOKIE, seal, {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries it.
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/api/oidc',
    maxAge: PENDING_TTL_SECONDS,
  });
}

/** The pending sign-in of this browser, once: the cookie is deleted as it is read. */
export async function takePendingSignIn(): Promise<PendingSignIn | undefined> {
  const jar = await cookies();
  const seal = jar.get(COOKIE)?.value;
  jar.delete({ name: COOKIE, path: '/api/oidc' });
  if (!seal) return undefined;
  const parsed = pendingSchema.safeParse(
    await unsealData(seal, { password: env().SESSION_SECRET, ttl: PENDING_TTL_SECONDS }).catch(() => ({})),
  );
  return parsed.success ? parsed.data : undefined;
}
