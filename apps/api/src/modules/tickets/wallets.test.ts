import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tenantSchema } from '@stadio/tenants';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { renderApplePass } from './apple-pass';
import { eventCalendar } from './event-calendar';
import { GOOGLE_SAVE_URL, googleWalletJwt } from './google-wallet-jwt';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';
import { deliverableTickets, ticketPage } from './ticket-documents';
import type { TicketFacts } from './ticket-facts';
import { checkTicketToken } from '@stadio/ticket-tokens';
import { appleCredentials, googleCredentials } from './wallet-credentials';
import { walletSerialFor } from './wallet-serials';

const riviera = tenantSchema.parse(TESTBED_TENANTS.riviera);

describe('wallet passes and calendar', () => {
  let bed: TicketsTestbed;
  let tickets: TicketFacts[];
  beforeAll(async () => {
    bed = await startTicketsTestbed();
    const customerId = await bed.customer();
    await bed.buy(customerId, 'match-open', [
      { blockId: 'R1', seatId: 'r1-d4', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
    ]);
    const orders = await bed.rows<{ id: string }>(`select id from orders where customer_id = $1`, [
      customerId,
    ]);
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 9)));
    const answer = await deliverableTickets(
      { db: bed.db, tenant: riviera, customerId, now: bed.clock.now() },
      { orderIds: orders.map((o) => o.id) },
    );
    if (answer.kind !== 'ok') throw new Error(answer.kind);
    tickets = answer.tickets;
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('builds a signed .pkpass: manifest hashes match, the PKCS#7 signature verifies, the barcode is the token', async () => {
    const facts = tickets[0] as TicketFacts;
    const page = await ticketPage(bed.services.keyring, riviera, facts, bed.clock.now());
    const { token } = page;
    const credentials = appleCredentials(bed.services, 'riviera');
    const serial = await walletSerialFor(bed.db, 'riviera', facts.ticket.id, bed.clock.now());
    expect(await walletSerialFor(bed.db, 'riviera', facts.ticket.id, bed.clock.now())).toEqual(serial);
    const pkpass = await renderApplePass(page, riviera, credentials, serial);

    const files = unzipSync(new Uint8Array(pkpass));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
    );
    const manifestBytes = files['manifest.json'] as Uint8Array;
    const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Record<string, string>;
    for (const [name, content] of Object.entries(files)) {
      if (name === 'manifest.json' || name === 'signature') continue;
      expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-pkpass-'));
    try {
      writeFileSync(path.join(dir, 'manifest.json'), manifestBytes);
      writeFileSync(path.join(dir, 'signature'), files.signature as Uint8Array);
      writeFileSync(path.join(dir, 'ca.pem'), credentials.wwdr);
      const verify = (content: string) =>
        execFileSync(
          'openssl',
          [
            'cms',
            '-verify',
            '-binary',
            '-inform',
            'DER',
            '-in',
            'signature',
            '-content',
            content,
            '-CAfile',
            'ca.pem',
            '-purpose',
            'any',
            '-out',
            os.devNull,
          ],
          { cwd: dir, stdio: 'pipe' },
        );
      expect(() => verify('manifest.json')).not.toThrow();
      writeFileSync(
        path.join(dir, 'tampered.json'),
        Buffer.from(manifestBytes)
          .toString('utf8')
          .replace(/[0-9a-f]{40}/, '0'.repeat(40)),
      );
      expect(() => verify('tampered.json')).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const pass = JSON.parse(Buffer.from(files['pass.json'] as Uint8Array).toString('utf8'));
    expect(pass).toMatchObject({
      passTypeIdentifier: credentials.passTypeIdentifier,
      serialNumber: serial.serialNumber,
      organizationName: 'Riviera Football Club',
      eventTicket: {
        primaryFields: [{ key: 'event', value: 'Riviera – Rivals' }],
        secondaryFields: [
          { key: 'stand', value: 'North' },
          { key: 'block', value: 'R1' },
          { key: 'row', value: 'D' },
          { key: 'seat', value: '4' },
        ],
      },
    });
    // The back of the pass names the ticket and its gate code, as the PDF does (ADR 0044).
    expect(pass.eventTicket.backFields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'ticket', value: facts.ticket.id }),
        expect.objectContaining({ key: 'gateCode', value: page.gateCode }),
      ]),
    );
    const barcode = pass.barcodes[0].message as string;
    expect(barcode).toBe(token);
    expect(
      (await checkTicketToken(barcode, bed.services.keyring.publicKey('riviera'), 'riviera')).valid,
    ).toBe(true);
  });

  it('signs a Google Wallet save JWT with the service account, one object per ticket carrying its token', async () => {
    const pages = await Promise.all(
      tickets.map((facts) => ticketPage(bed.services.keyring, riviera, facts, bed.clock.now())),
    );
    const credentials = googleCredentials(bed.services, 'riviera');
    const jwt = await googleWalletJwt(
      pages,
      riviera,
      credentials,
      ['http://riviera.localhost:3000'],
      bed.clock.now(),
    );
    expect(`${GOOGLE_SAVE_URL}${jwt}`).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/ey/);
    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(credentials.privateKey), {
      issuer: credentials.clientEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['http://riviera.localhost:3000']);
    const body = payload.payload as {
      eventTicketClasses: Array<{ id: string; eventName: { defaultValue: { value: string } } }>;
      eventTicketObjects: Array<{
        id: string;
        classId: string;
        barcode: { type: string; value: string; alternateText: string };
        seatInfo: unknown;
      }>;
    };
    expect(body.eventTicketClasses).toHaveLength(1);
    expect(body.eventTicketClasses[0]?.eventName.defaultValue.value).toBe('Riviera – Rivals');
    expect(body.eventTicketObjects.map((o) => o.id)).toEqual(
      tickets.map((facts) => `${credentials.issuerId}.riviera-${facts.ticket.id}-v1`),
    );
    for (const [index, object] of body.eventTicketObjects.entries()) {
      expect(object.classId).toBe(body.eventTicketClasses[0]?.id);
      expect(object.barcode).toMatchObject({ type: 'QR_CODE', value: pages[index]?.token });
      // What a steward types when the code cannot be read: the number and its gate code (ADR 0044).
      expect(object.barcode.alternateText).toBe(`${tickets[index]?.ticket.id} · ${pages[index]?.gateCode}`);
    }
  });

  it('writes an iCalendar event with the start, venue and seats', () => {
    const ics = eventCalendar(
      tickets,
      riviera,
      'http://riviera.localhost:3000',
      'Riviera – Rivals',
      bed.clock.now(),
    );
    const unfolded = ics.replace(/\r\n /g, '');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain(
      `DTSTART:${daysFrom(FIXTURE_NOW, 10).replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect(unfolded).toContain('SUMMARY:Riviera – Rivals');
    expect(unfolded).toContain('LOCATION:Riviera Stadium');
    expect(unfolded).toContain('North R1 D 4\\nSouth S1');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
