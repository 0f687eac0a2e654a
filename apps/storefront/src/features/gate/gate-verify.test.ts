import { createPublicKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
// The API's own signing code and key derivation: the tokens checked here are the ones the shop's
// tickets carry (ADR 0009).
import { deriveTicketKey, signTicketToken, type TicketClaims } from '@stadio/ticket-tokens';
import { indexGate, verifyScan, type GateIndex, type GateListData } from './gate-verify';

const SECRET = 'gate-verify-test-secret-0123456789';
const privateKey = deriveTicketKey(SECRET, 'riviera');
const publicKeyPem = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();
const ISSUED = new Date('2026-11-27T10:00:00Z');

const TICKET = 'tkt_abcdefghijkmnpqrstuv';
const REISSUED = 'tkt_reissuedreissued2345';
const CANCELLED = 'tkt_cancelledcancelled23';

const list: GateListData = {
  eventId: 'match-open',
  clubSlug: 'riviera',
  publicKey: publicKeyPem,
  tickets: [
    { ticketId: TICKET, version: 1, blockName: 'R1', rowName: 'A', seatNumber: '5', categoryName: 'Cat 1' },
    { ticketId: REISSUED, version: 2, blockName: 'R1', rowName: 'A', seatNumber: '6', categoryName: 'Cat 1' },
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

  it('takes the ticket number printed on the ticket when the code cannot be read', async () => {
    expect(await verifyScan(` ${TICKET} `, gate, nobody)).toMatchObject({
      verdict: 'VALID',
      byNumber: true,
      version: 1,
    });
    expect((await verifyScan(CANCELLED, gate, nobody)).reason).toBe('CANCELLED');
  });
});
