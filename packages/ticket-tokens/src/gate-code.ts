import { createHash, createHmac, type KeyObject } from 'node:crypto';

/*
 * The gate code printed beside a ticket's number (docs/adr/0044-gate-manual-entry-code.md): what a
 * steward types with the number when the QR code cannot be read. It is a MAC of the ticket's
 * club, id and QR version under a key only the club's signing key gives, so a re-issued ticket
 * (a transfer, a resale) has a new code and the old PDF's number and code are refused; the gate
 * lists carry only its digest. The storefront's gate-verify.ts computes the same digest in the
 * browser (its test checks it against this file).
 */

/** What a gate code is for: one version of one ticket of one club. */
export interface GateCodeClaims {
  tenant: string;
  ticketId: string;
  version: number;
}

/** Characters of a gate code: 40 bits, in Crockford's base 32 (no I, L, O, U to misread). */
export const GATE_CODE_LENGTH = 8;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

const codeKeys = new WeakMap<KeyObject, Buffer>();

/** The club's MAC key for gate codes, derived from its signing key (which never leaves the API). */
function codeKeyOf(privateKey: KeyObject): Buffer {
  let key = codeKeys.get(privateKey);
  if (!key) {
    key = createHmac('sha256', privateKey.export({ format: 'der', type: 'pkcs8' }))
      .update('stadio gate code key v1')
      .digest();
    codeKeys.set(privateKey, key);
  }
  return key;
}

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The gate code of a ticket version, e.g. `K7M2QXA9` (print it with {@link formatGateCode}). */
export function gateCode(privateKey: KeyObject, claims: GateCodeClaims): string {
  const mac = createHmac('sha256', codeKeyOf(privateKey))
    .update(`${claims.tenant}\0${claims.ticketId}\0${claims.version}`)
    .digest();
  return base32(mac.subarray(0, 5));
}

/** As printed: two groups of four, `K7M2-QXA9`. */
export function formatGateCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A typed code as the gate compares it: upper case, spaces and dashes dropped, O read as 0 and
 * I or L as 1; null when it cannot be a gate code.
 */
export function normalizeGateCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE.test(code) ? code : null;
}

/**
 * What a gate list carries instead of the code: 66 bits of SHA-256 over the ticket version and
 * the code. Not a secret keeper: 40 bits can be searched by whoever holds the list (ADR 0044).
 */
export function gateCodeDigest(claims: GateCodeClaims, code: string): string {
  return createHash('sha256')
    .update(`stadio gate code digest v1\0${claims.tenant}\0${claims.ticketId}\0${claims.version}\0${code}`)
    .digest('base64url')
    .slice(0, 11);
}

/** Whether `typed` is the gate code of this ticket version. */
export function isGateCodeOf(privateKey: KeyObject, claims: GateCodeClaims, typed: string): boolean {
  const code = normalizeGateCode(typed);
  return code !== null && code === gateCode(privateKey, claims);
}
