import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/*
 * The admission a fan gets when their turn comes (ADR 0014): an HS256 JWT naming the club, the
 * event, the visitor and the place in line, until the admission ends. The BFF keeps it in an
 * httpOnly cookie and hands it to the hold, which verifies it here before holding anything.
 */

/** What an admission says. */
export interface AdmissionClaims {
  tenant: string;
  eventId: string;
  visitorId: string;
  /** The fan's number in the line: an admission of an earlier pass through the line is stale. */
  number: number;
  /** When it ends, epoch milliseconds. */
  expiresAt: number;
}

/** Why an admission is refused (the hold's ADMISSION_REFUSED `reason`). */
export type AdmissionRefusal =
  'MISSING' | 'FORGED' | 'EXPIRED' | 'OTHER_CLUB' | 'OTHER_EVENT' | 'OTHER_VISITOR' | 'REUSED';

export type AdmissionCheck = { ok: true; claims: AdmissionClaims } | { ok: false; reason: AdmissionRefusal };

const ISSUER = 'stadio/waiting-room';

/** The signing key of admissions, derived from a secret (STOREFRONT_SECRET) for this use only. */
export function admissionKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'stadio', 'waiting-room admission v1', 32));
}

/** Signs an admission. */
export function signAdmission(claims: AdmissionClaims, key: Uint8Array, now: Date): Promise<string> {
  return new SignJWT({ club: claims.tenant, event: claims.eventId, number: claims.number })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.visitorId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt / 1000))
    .sign(key);
}

/**
 * Checks an admission for a hold of `eventId` at `tenant` by `visitorId`, at `now`: signature,
 * expiry, club, event and visitor. Whether another customer already used it needs the database
 * (bind-admission.ts).
 */
export async function checkAdmission(
  token: string | null | undefined,
  expected: { tenant: string; eventId: string; visitorId: string | null | undefined },
  key: Uint8Array,
  now: Date,
): Promise<AdmissionCheck> {
  if (!token) return { ok: false, reason: 'MISSING' };
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'EXPIRED' : 'FORGED' };
  }
  const { club, event, number, sub, exp } = payload;
  if (typeof club !== 'string' || typeof event !== 'string' || typeof sub !== 'string')
    return { ok: false, reason: 'FORGED' };
  if (!Number.isSafeInteger(number) || typeof exp !== 'number') return { ok: false, reason: 'FORGED' };
  if (club !== expected.tenant) return { ok: false, reason: 'OTHER_CLUB' };
  if (event !== expected.eventId) return { ok: false, reason: 'OTHER_EVENT' };
  if (sub !== expected.visitorId) return { ok: false, reason: 'OTHER_VISITOR' };
  return {
    ok: true,
    claims: { tenant: club, eventId: event, visitorId: sub, number: number as number, expiresAt: exp * 1000 },
  };
}
