/*
 * The gate's check of a scanned QR code, in the steward's browser and without the network
 * (docs/product.md#gate-scanning, ADR 0028): the token's Ed25519 signature with the club's public
 * key (WebCrypto), then the event's gate list downloaded beforehand: the club, the event, void
 * tickets, the ticket's current version, and whether it already came in. No import but types:
 * the page loads it as it is.
 */

/** A ticket of the event the gate lets in, at its current version, and where it sits. */
export interface GateTicketView {
  ticketId: string;
  version: number;
  blockName: string;
  rowName?: string | null;
  seatNumber?: string | null;
  categoryName: string;
}

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
  'MALFORMED' | 'BAD_SIGNATURE' | 'WRONG_CLUB' | 'UNKNOWN_TICKET' | 'CANCELLED' | 'RESOLD' | 'REISSUED';

export interface GateScan {
  verdict: GateVerdict;
  reason?: GateInvalidReason;
  ticketId?: string;
  version?: number;
  /** The seat of a known ticket of this event. */
  ticket?: GateTicketView;
  /** Typed as the ticket number printed on the ticket, not read from a signed code. */
  byNumber?: boolean;
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

/** A ticket number as printed on the ticket (`tkt_` and 20 letters or digits). */
const TICKET_NUMBER = /^tkt_[a-z0-9]{20}$/;

/**
 * Checks what the camera read or the steward typed: a QR token, or the ticket number printed on
 * the ticket. `entered` answers when a ticket version already came in (this device's scans and
 * the entries the server sent), undefined if not.
 */
export async function verifyScan(
  input: string,
  gate: GateIndex,
  entered: (ticketId: string, version: number) => string | undefined,
): Promise<GateScan> {
  const text = input.trim();
  let claims: Claims;
  let byNumber = false;
  if (TICKET_NUMBER.test(text)) {
    const ticket = gate.tickets.get(text);
    claims = { club: gate.clubSlug, ticketId: text, eventId: gate.eventId, version: ticket?.version ?? 1 };
    byNumber = true;
  } else {
    const read = await readToken(text, gate.key);
    if (typeof read === 'string') return { verdict: 'INVALID', reason: read };
    claims = read;
  }
  const about = { ticketId: claims.ticketId, version: claims.version, ...(byNumber ? { byNumber } : {}) };
  if (claims.club !== gate.clubSlug) return { verdict: 'INVALID', reason: 'WRONG_CLUB', ...about };
  if (claims.eventId !== gate.eventId) return { verdict: 'WRONG_EVENT', ...about };
  const revoked = gate.revoked.get(claims.ticketId);
  if (revoked) return { verdict: 'INVALID', reason: revoked, ...about };
  const ticket = gate.tickets.get(claims.ticketId);
  if (!ticket) return { verdict: 'INVALID', reason: 'UNKNOWN_TICKET', ...about };
  if (claims.version < ticket.version) return { verdict: 'INVALID', reason: 'REISSUED', ...about, ticket };
  if (claims.version > ticket.version) return { verdict: 'INVALID', reason: 'UNKNOWN_TICKET', ...about };
  const firstScannedAt = entered(claims.ticketId, claims.version);
  if (firstScannedAt) return { verdict: 'ALREADY_USED', ...about, ticket, firstScannedAt };
  return { verdict: 'VALID', ...about, ticket };
}
