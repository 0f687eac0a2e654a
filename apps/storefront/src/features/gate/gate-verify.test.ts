import { createPublicKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
// The API's own signing code and key derivation: the tokens checked here are the ones the shop's
// tickets carry (ADR 0009).
import {
  deriveTicketKey,
  formatGateCode,
  gateCode,
  gateCodeDigest as apiDigest,
  signTicketToken,
  type TicketClaims,
} from '@stadio/ticket-tokens';
import {
  gateCodeDigest,
  indexGate,
  mayBeNewer,
  normalizeGateCode,
  verifyScan,
  withTicket,
  type GateIndex,
  type GateListData,
} from './gate-verify';

const SECRET = 'gate-verify-test-secret-0123456789';
const privateKey = deriveTicketKey(SECRET, 'riviera');
const publicKeyPem = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();
const ISSUED = new Date('2026-11-27T10:00:00Z');

const TICKET = 'tkt_abcdefghijkmnpqrstuv';
const REISSUED = 'tkt_reissuedreissued2345';
const CANCELLED = 'tkt_cancelledcancelled23';

/** The gate code printed on the ticket's PDF at a version, as the API makes it (ADR 0044). */
const printedCode = (ticketId: string, version: number) =>
  formatGateCode(gateCode(privateKey, { tenant: 'riviera', ticketId, version }));
/** The digest the API's gate list carries for a ticket version. */
const listedDigest = (ticketId: string, version: number) =>
  apiDigest(
    { tenant: 'riviera', ticketId, version },
    gateCode(privateKey, { tenant: 'riviera', ticketId, version }),
  );

const seat = { blockName: 'R1', rowName: 'A', categoryName: 'Cat 1' };
const list: GateListData = {
  eventId: 'match-open',
  clubSlug: 'riviera',
  publicKey: publicKeyPem,
  tickets: [
    { ticketId: TICKET, version: 1, ...seat, seatNumber: '5', codeDigest: listedDigest(TICKET, 1) },
    { ticketId: REISSUED, version: 2, ...seat, seatNumber: '6', codeDigest: listedDigest(REISSUED, 2) },
  ],
  revoked: [{ ticketId: CANCELLED, reason: 'CANCELLED' }],
};

const sign = (claims: Partial<TicketClaims> = {}, key = privateKey) =>
  signTicketToken(
    { tenant: 'riviera', ticketId: TICKET, eventId: 'match-open', version: 1, ...claims },
    key,
    ISSUED,
  );

describe('the gate check in the browser (real tokens, real keys)', () => {
  let gate: GateIndex;
  const nobody = () => undefined;
  beforeAll(async () => {
    gate = await indexGate(list);
  });

  it('lets a current ticket of this event in, with its seat', async () => {
    const scan = await verifyScan(await sign(), gate, nobody);
    expect(scan).toMatchObject({ verdict: 'VALID', ticketId: TICKET, version: 1 });
    expect(scan.ticket).toMatchObject({
      blockName: 'R1',
      rowName: 'A',
      seatNumber: '5',
      categoryName: 'Cat 1',
    });
  });

  it('refuses a tampered token: a changed payload, a changed signature, another club key', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), t: REISSUED, v: 2 }),
    ).toString('base64url');
    expect(await verifyScan(`${header}.${forged}.${signature}`, gate, nobody)).toMatchObject({
      verdict: 'INVALID',
      reason: 'BAD_SIGNATURE',
    });
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect((await verifyScan(`${header}.${payload}.${flipped}`, gate, nobody)).reason).toBe('BAD_SIGNATURE');
    const otherKey = deriveTicketKey('another-secret-0123456789abcdef', 'riviera');
    expect((await verifyScan(await sign({}, otherKey), gate, nobody)).reason).toBe('BAD_SIGNATURE');
    expect((await verifyScan('not a token', gate, nobody)).reason).toBe('MALFORMED');
  });

  it('answers WRONG EVENT for a ticket of another event of the club', async () => {
    expect(await verifyScan(await sign({ eventId: 'match-later' }), gate, nobody)).toMatchObject({
      verdict: 'WRONG_EVENT',
      ticketId: TICKET,
    });
  });

  it('refuses a void ticket, a re-issued (older) version and a ticket not in the list', async () => {
    expect(await verifyScan(await sign({ ticketId: CANCELLED }), gate, nobody)).toMatchObject({
      verdict: 'INVALID',
      reason: 'CANCELLED',
    });
    expect(await verifyScan(await sign({ ticketId: REISSUED, version: 1 }), gate, nobody)).toMatchObject({
      verdict: 'INVALID',
      reason: 'REISSUED',
    });
    expect((await verifyScan(await sign({ ticketId: REISSUED, version: 2 }), gate, nobody)).verdict).toBe(
      'VALID',
    );
    expect((await verifyScan(await sign({ ticketId: 'tkt_notinthelist23456' }), gate, nobody)).reason).toBe(
      'UNKNOWN_TICKET',
    );
  });

  it('answers ALREADY USED once the version came in, with the first entry time', async () => {
    const entered = (ticketId: string, version: number) =>
      ticketId === TICKET && version === 1 ? '2026-11-27T18:01:00.000Z' : undefined;
    expect(await verifyScan(await sign(), gate, entered)).toMatchObject({
      verdict: 'ALREADY_USED',
      firstScannedAt: '2026-11-27T18:01:00.000Z',
      ticket: { seatNumber: '5' },
    });
  });

  it('takes a typed ticket number only with the gate code printed beside it, of the current version', async () => {
    // The number alone is on every copy of the PDF, the seller's old one too: refused.
    expect(await verifyScan(` ${TICKET} `, gate, nobody)).toMatchObject({
      verdict: 'INVALID',
      reason: 'CODE_MISSING',
      byNumber: true,
    });
    expect(await verifyScan(TICKET, gate, nobody, printedCode(TICKET, 1))).toMatchObject({
      verdict: 'VALID',
      byNumber: true,
      version: 1,
      ticket: { seatNumber: '5' },
      proof: { code: printedCode(TICKET, 1).replace('-', '') },
    });
    // As a steward types it: after the number, in lower case, O for 0 and without the dash.
    const sloppy = printedCode(TICKET, 1).toLowerCase().replace('-', ' ').replace(/0/g, 'o');
    expect((await verifyScan(`${TICKET.toUpperCase()}  ${sloppy}`, gate, nobody)).verdict).toBe('VALID');
    // A re-issued ticket (a transfer, a resale): the old PDF's code is refused, the new one is not.
    expect(await verifyScan(REISSUED, gate, nobody, printedCode(REISSUED, 1))).toMatchObject({
      verdict: 'INVALID',
      reason: 'WRONG_CODE',
    });
    expect((await verifyScan(REISSUED, gate, nobody, printedCode(REISSUED, 2))).verdict).toBe('VALID');
    expect((await verifyScan(TICKET, gate, nobody, printedCode(REISSUED, 2))).reason).toBe('WRONG_CODE');
    expect((await verifyScan(TICKET, gate, nobody, 'not-a-code')).reason).toBe('WRONG_CODE');
    expect((await verifyScan(CANCELLED, gate, nobody, 'K7M2-QXA9')).reason).toBe('CANCELLED');
    // A QR code carries its own proof: the token the shop checks again.
    const token = await sign();
    expect((await verifyScan(token, gate, nobody)).proof).toEqual({ token });
  });

  it('makes the same gate code digest as the API, and reads codes by the same rule', async () => {
    for (const [ticketId, version] of [
      [TICKET, 1],
      [REISSUED, 7],
      ['tkt_0000000000000000000z', 123],
    ] as const) {
      const code = gateCode(privateKey, { tenant: 'riviera', ticketId, version });
      expect(await gateCodeDigest({ tenant: 'riviera', ticketId, version }, code)).toBe(
        apiDigest({ tenant: 'riviera', ticketId, version }, code),
      );
    }
    expect(normalizeGateCode(' k7m2-qxa9 ')).toBe('K7M2QXA9');
    expect(normalizeGateCode('O1IL-abcd')).toBe('0111ABCD');
    expect(normalizeGateCode('K7M2QXAU')).toBeNull();
  });

  it('learns a ticket sold after the list was loaded, and a ticket voided since', async () => {
    const late = 'tkt_soldafterthelist2345';
    const token = await sign({ ticketId: late });
    const unknown = await verifyScan(token, gate, nobody);
    expect(unknown.reason).toBe('UNKNOWN_TICKET');
    expect(mayBeNewer(unknown)).toBe(true);
    const ticket = {
      ticketId: late,
      version: 1,
      ...seat,
      seatNumber: '9',
      codeDigest: listedDigest(late, 1),
    };
    const known = withTicket(gate, late, { ticket });
    expect(await verifyScan(token, known, nobody)).toMatchObject({
      verdict: 'VALID',
      ticket: { seatNumber: '9' },
    });
    expect((await verifyScan(late, known, nobody, printedCode(late, 1))).verdict).toBe('VALID');
    const voided = withTicket(known, TICKET, { revoked: 'RESOLD' });
    expect((await verifyScan(await sign(), voided, nobody)).reason).toBe('RESOLD');
    expect(mayBeNewer(await verifyScan(await sign(), voided, nobody))).toBe(false);
    // The list it came from is left as it was.
    expect(gate.tickets.has(late)).toBe(false);
  });
});
