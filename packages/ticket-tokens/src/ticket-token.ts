import type { KeyObject } from 'node:crypto';
import { CompactSign, compactVerify, errors } from 'jose';

/** What a ticket's QR code proves: this ticket of this event at this club, in this version. */
export interface TicketClaims {
  tenant: string;
  ticketId: string;
  eventId: string;
  version: number;
}

/** Outcome of checking a token: its claims, or why it is refused. */
export type TokenCheck =
  | { valid: true; claims: TicketClaims; issuedAt: Date }
  | { valid: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'WRONG_TENANT' };

// Short member names keep the QR code small enough to scan from a cracked phone screen.
interface Payload {
  c: string;
  t: string;
  e: string;
  v: number;
  i: number;
}

/** Signs a ticket's claims as a compact JWS (EdDSA) for its QR code. */
export async function signTicketToken(claims: TicketClaims, key: KeyObject, issuedAt: Date): Promise<string> {
  const payload: Payload = {
    c: claims.tenant,
    t: claims.ticketId,
    e: claims.eventId,
    v: claims.version,
    i: Math.floor(issuedAt.getTime() / 1000),
  };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: claims.tenant })
    .sign(key);
}

function parsePayload(bytes: Uint8Array): Payload | undefined {
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Payload>;
    const ok =
      typeof value.c === 'string' &&
      typeof value.t === 'string' &&
      typeof value.e === 'string' &&
      Number.isInteger(value.v) &&
      Number.isInteger(value.i);
    return ok ? (value as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a token with a club's public key, offline: the signature and that it names this club.
 * Whether its version is still the ticket's current one needs the database (see verify-ticket).
 */
export async function checkTicketToken(
  token: string,
  publicKey: KeyObject,
  tenant: string,
): Promise<TokenCheck> {
  let payloadBytes: Uint8Array;
  try {
    ({ payload: payloadBytes } = await compactVerify(token.trim(), publicKey, { algorithms: ['EdDSA'] }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return { valid: false, reason: 'BAD_SIGNATURE' };
    return { valid: false, reason: 'MALFORMED' };
  }
  const payload = parsePayload(payloadBytes);
  if (!payload) return { valid: false, reason: 'MALFORMED' };
  if (payload.c !== tenant) return { valid: false, reason: 'WRONG_TENANT' };
  return {
    valid: true,
    claims: { tenant: payload.c, ticketId: payload.t, eventId: payload.e, version: payload.v },
    issuedAt: new Date(payload.i * 1000),
  };
}
