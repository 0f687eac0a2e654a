/*
 * The gate's check of a scanned QR code, in the steward's browser and without the network
 * (docs/product.md#gate-scanning, ADR 0028): the token's Ed25519 signature with the club's public
 * key (WebCrypto), then the event's gate list downloaded beforehand: the club, the event, void
 * tickets, the ticket's current version, and whether it already came in. A ticket number typed
 * by hand must come with the gate code printed beside it, checked against the digest the list
 * carries (ADR 0044). No import but types: the page loads it as it is.
 */

import type { GateTicketData } from './gate-routes';

/** A ticket of the event the gate lets in, at its current version, where it sits, its code's digest. */
export type GateTicketView = GateTicketData;

/** What the check needs of the gate list. */
export interface GateListData {
  eventId: string;
  clubSlug: string;
  /** SPKI PEM, Ed25519. */
  publicKey: string;
  tickets: readonly GateTicketView[];
  revoked: ReadonlyArray<{ ticketId: string; reason: 'CANCELLED' | 'RESOLD' }>;
}

/** The one word the steward reads. */
export type GateVerdict = 'VALID' | 'ALREADY_USED' | 'INVALID' | 'WRONG_EVENT';

/** Why a code is INVALID (shown under the word). */
export type GateInvalidReason =
  | 'MALFORMED'
  | 'BAD_SIGNATURE'
  | 'WRONG_CLUB'
  | 'UNKNOWN_TICKET'
  | 'CANCELLED'
  | 'RESOLD'
  | 'REISSUED'
  | 'CODE_MISSING'
  | 'WRONG_CODE';

export interface GateScan {
  verdict: GateVerdict;
  reason?: GateInvalidReason;
  ticketId?: string;
  version?: number;
  /** The seat of a known ticket of this event. */
  ticket?: GateTicketView;
  /** Typed as the ticket number printed on the ticket, not read from a signed code. */
  byNumber?: boolean;
  /** What proves the entry to the shop (ADR 0044): the QR token read, or the gate code typed. */
  proof?: { token: string } | { code: string };
  /** ALREADY_USED: when the first entry was scanned (ISO 8601). */
  firstScannedAt?: string;
}

/** The gate list indexed for scanning. */
export interface GateIndex {
  eventId: string;
  clubSlug: string;
  key: CryptoKey;
  tickets: ReadonlyMap<string, GateTicketView>;
  revoked: ReadonlyMap<string, 'CANCELLED' | 'RESOLD'>;
}

/** Whether this browser verifies Ed25519 (Chrome 137, Safari 17, Firefox 129 and later). */
export async function supportsEd25519(): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', new Uint8Array(32), { name: 'Ed25519' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** Imports the club's public key (SPKI PEM) for verifying. */
export async function importGateKey(pem: string): Promise<CryptoKey> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return crypto.subtle.importKey('spki', base64ToBytes(body), { name: 'Ed25519' }, false, ['verify']);
}

/** Indexes a downloaded gate list (imports its key once). */
export async function indexGate(data: GateListData): Promise<GateIndex> {
  return {
    eventId: data.eventId,
    clubSlug: data.clubSlug,
    key: await importGateKey(data.publicKey),
    tickets: new Map(data.tickets.map((ticket) => [ticket.ticketId, ticket])),
    revoked: new Map(data.revoked.map((entry) => [entry.ticketId, entry.reason])),
  };
}

interface Claims {
  club: string;
  ticketId: string;
  eventId: string;
  version: number;
}

/**
 * The claims of a compact JWS whose EdDSA signature `key` verifies (the token format of ADR 0009:
 * `{c, t, e, v, i}`); MALFORMED or BAD_SIGNATURE otherwise.
 */
async function readToken(token: string, key: CryptoKey): Promise<Claims | 'MALFORMED' | 'BAD_SIGNATURE'> {
  const parts = token.split('.');
  if (parts.length !== 3) return 'MALFORMED';
  const [headerText, payloadText, signatureText] = parts as [string, string, string];
  const header = base64UrlToBytes(headerText);
  const payload = base64UrlToBytes(payloadText);
  const signature = base64UrlToBytes(signatureText);
  if (!header || !payload || !signature) return 'MALFORMED';
  let claims: Claims;
  try {
    const head = JSON.parse(new TextDecoder().decode(header)) as { alg?: unknown };
    if (head.alg !== 'EdDSA') return 'MALFORMED';
    const body = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const { c, t, e, v } = body;
    if (typeof c !== 'string' || typeof t !== 'string' || typeof e !== 'string' || !Number.isInteger(v))
      return 'MALFORMED';
    claims = { club: c, ticketId: t, eventId: e, version: v as number };
  } catch {
    return 'MALFORMED';
  }
  const signed = new TextEncoder().encode(`${headerText}.${payloadText}`);
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, signed);
  return ok ? claims : 'BAD_SIGNATURE';
}

/**
 * A ticket number as printed on the ticket (`tkt_` and 20 letters or digits), alone or followed by
 * its gate code (`tkt_… K7M2-QXA9`).
 */
const TICKET_NUMBER = /^(tkt_[a-z0-9]{20})(?:[\s·,;]+(\S.*))?$/i;
/** A gate code: 8 characters of Crockford's base 32 (the API's @stadio/ticket-tokens gate-code.ts). */
const GATE_CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A typed gate code as the shop compares it: upper case, spaces and dashes dropped, O read as 0
 * and I or L as 1; null when it cannot be a gate code. The same rule as the API's.
 */
export function normalizeGateCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return GATE_CODE.test(code) ? code : null;
}

/**
 * The digest the gate list carries for a ticket version's code: 66 bits of SHA-256, base64url,
 * as the API's gateCodeDigest makes it (gate-verify.test.ts checks both give the same).
 */
export async function gateCodeDigest(
  claims: { tenant: string; ticketId: string; version: number },
  code: string,
): Promise<string> {
  const text = `stadio gate code digest v1\0${claims.tenant}\0${claims.ticketId}\0${claims.version}\0${code}`;
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 11);
}

/** A typed number and its code as the steward entered them (the code in its own field or after). */
function typedNumber(text: string, code: string): { ticketId: string; code: string } | null {
  const match = TICKET_NUMBER.exec(text);
  if (!match) return null;
  return { ticketId: (match[1] as string).toLowerCase(), code: code.trim() || (match[2] ?? '').trim() };
}

/**
 * Checks what the camera read or the steward typed: a QR token, or the ticket number printed on
 * the ticket with the gate code printed beside it (`code`, or after the number). The number alone
 * proves nothing (anyone holding an old PDF has it), so it is refused; a code that is not the
 * ticket's current one (a ticket re-issued by a transfer or a resale has a new code) too.
 * `entered` answers when a ticket version already came in (this device's scans and the entries
 * the server sent), undefined if not.
 */
export async function verifyScan(
  input: string,
  gate: GateIndex,
  entered: (ticketId: string, version: number) => string | undefined,
  code = '',
): Promise<GateScan> {
  const text = input.trim();
  let claims: Claims;
  const typed = typedNumber(text, code);
  if (typed) {
    const ticket = gate.tickets.get(typed.ticketId);
    claims = {
      club: gate.clubSlug,
      ticketId: typed.ticketId,
      eventId: gate.eventId,
      version: ticket?.version ?? 1,
    };
  } else {
    const read = await readToken(text, gate.key);
    if (typeof read === 'string') return { verdict: 'INVALID', reason: read };
    claims = read;
  }
  const about = { ticketId: claims.ticketId, version: claims.version, ...(typed ? { byNumber: true } : {}) };
  if (claims.club !== gate.clubSlug) return { verdict: 'INVALID', reason: 'WRONG_CLUB', ...about };
  if (claims.eventId !== gate.eventId) return { verdict: 'WRONG_EVENT', ...about };
  const revoked = gate.revoked.get(claims.ticketId);
  if (revoked) return { verdict: 'INVALID', reason: revoked, ...about };
  const ticket = gate.tickets.get(claims.ticketId);
  if (!ticket) return { verdict: 'INVALID', reason: 'UNKNOWN_TICKET', ...about };
  if (claims.version < ticket.version) return { verdict: 'INVALID', reason: 'REISSUED', ...about, ticket };
  if (claims.version > ticket.version) return { verdict: 'INVALID', reason: 'UNKNOWN_TICKET', ...about };
  let proof: GateScan['proof'] = { token: text };
  if (typed) {
    if (!typed.code) return { verdict: 'INVALID', reason: 'CODE_MISSING', ...about };
    const normal = normalizeGateCode(typed.code);
    const digest = normal
      ? await gateCodeDigest(
          { tenant: gate.clubSlug, ticketId: ticket.ticketId, version: ticket.version },
          normal,
        )
      : null;
    if (digest !== ticket.codeDigest) return { verdict: 'INVALID', reason: 'WRONG_CODE', ...about };
    proof = { code: normal as string };
  }
  const firstScannedAt = entered(claims.ticketId, claims.version);
  if (firstScannedAt) return { verdict: 'ALREADY_USED', ...about, ticket, firstScannedAt };
  return { verdict: 'VALID', ...about, ticket, proof };
}

/** Whether a refusal may only mean the list is older than the ticket: worth asking the shop. */
export function mayBeNewer(scan: GateScan): boolean {
  return scan.verdict === 'INVALID' && scan.reason === 'UNKNOWN_TICKET' && scan.ticketId !== undefined;
}

/** The index with one ticket as the shop knows it now (let in at this version, void, or unknown). */
export function withTicket(
  gate: GateIndex,
  ticketId: string,
  now: { ticket?: GateTicketView | null; revoked?: 'CANCELLED' | 'RESOLD' | null },
): GateIndex {
  const tickets = new Map(gate.tickets);
  const revoked = new Map(gate.revoked);
  tickets.delete(ticketId);
  revoked.delete(ticketId);
  if (now.ticket) tickets.set(ticketId, now.ticket);
  if (now.revoked) revoked.set(ticketId, now.revoked);
  return { ...gate, tickets, revoked };
}
