import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { mailOutbox, resaleListings } from '@stadio/db';
import { createTenantFixtures } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { startMailbox, type Mailbox } from '@stadio/mailbox';
import { tenantSchema } from '@stadio/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { createMailWorker } from '../mail/mail-worker';
import { renderMail } from '../mail/render-mail';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { createApiServer } from '../../server';
import { pdfText } from './test-fixtures/pdf-inspection';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';
import { checkTicketToken } from '@stadio/ticket-tokens';

const SECRET = 'tickets-api-test-storefront-secret-0123456789';
const MY_TICKETS = `query ($customerId: ID!, $filter: MyTicketsFilter, $first: Int, $after: String) {
  myTickets(customerId: $customerId, filter: $filter, first: $first, after: $after) {
    totalGroups nextCursor
    groups { id orderId eventInfo { id name } tickets { id resaleState isDownloadable downloadOpensAt isPast isResalable version
      seatInfo { blockName rowName seatNumber isOpenSeating } holderInfo { firstName lastName } } }
  } }`;
const WALLET = `mutation ($customerId: ID!, $ticketIds: [ID!]!, $type: WalletType!) {
  generateWalletToken(customerId: $customerId, inputs: { walletType: $type, ticketIds: $ticketIds }) { walletType token saveUrl } }`;
const SEND = `mutation ($customerId: ID!, $orderId: ID!) { sendTicketsByEmail(customerId: $customerId, orderId: $orderId) }`;
const VERIFY = `query ($token: String!) { verifyTicketToken(token: $token) { valid rejection ticketId version holderName } }`;
const REISSUE = `mutation ($customerId: ID!, $ticketId: ID!) { reissueTicket(customerId: $customerId, ticketId: $ticketId) { id version } }`;

interface Page {
  myTickets: {
    totalGroups: number;
    nextCursor: string | null;
    groups: Array<{
      orderId: string;
      tickets: Array<{ id: string; resaleState: string; isDownloadable: boolean }>;
    }>;
  };
}

describe('tickets API', () => {
  let bed: TicketsTestbed;
  let customerId: string;
  let orderId: string;
  let ticketIds: string[];
  let server: http.Server;
  let baseUrl: string;
  const fixtures = createTenantFixtures(Object.values(TESTBED_TENANTS));
  const openDay = new Date(daysFrom(FIXTURE_NOW, 9));

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    customerId = await bed.customer();
    const order = await bed.buy(customerId, 'match-open', [
      { blockId: 'R1', seatId: 'r1-e1', productId: 'full' },
      { blockId: 'R1', seatId: 'r1-e2', productId: 'full' },
    ]);
    orderId = order.orderId;
    ticketIds = order.ticketGroups.flatMap((group) => group.seatTickets.map((ticket) => ticket.id));
    server = createApiServer({
      db: bed.db,
      logger: createLogger('tickets-http-test', { level: 'silent' }),
      storefrontSecret: SECRET,
      tenantRegistry: () => fixtures.registry,
      now: bed.clock.now,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await bed?.close();
    fixtures.cleanup();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      headers: {
        'x-storefront-secret': SECRET,
        'x-tenant-slug': 'riviera',
        'x-customer-id': customerId,
        ...headers,
      },
    });

  it('serves the owner’s files and 404s everyone else’s, 403 with the opening date while downloads are closed', async () => {
    bed.clock.set(FIXTURE_NOW);
    const early = await get(`/tickets/${ticketIds[0]}.pdf`);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: 'TICKETS_NOT_YET_AVAILABLE',
      opensAt: daysFrom(FIXTURE_NOW, 8),
    });

    bed.clock.set(openDay);
    const pdf = await get(`/tickets/${ticketIds[0]}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Riviera – Rivals');
    const orderPdf = await get(`/orders/${orderId}/tickets.pdf`);
    expect(
      pdfText(Buffer.from(await orderPdf.arrayBuffer()))
        .split('\f')
        .filter((p) => p.trim()),
    ).toHaveLength(2);
    const invoice = await get(`/orders/${orderId}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-disposition')).toMatch(/filename="RIVIERA-\d{6}\.pdf"/);
    const pkpass = await get(`/tickets/${ticketIds[0]}.pkpass`);
    expect(pkpass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const ics = await get(`/tickets/${ticketIds[0]}.ics`);
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    const stranger = await bed.customer();
    for (const path of [
      `/tickets/${ticketIds[0]}.pdf`,
      `/orders/${orderId}/invoice.pdf`,
      `/tickets/${ticketIds[0]}.pkpass`,
    ]) {
      expect((await get(path, { 'x-customer-id': stranger })).status).toBe(404);
      expect((await get(path, { 'x-tenant-slug': 'north-end' })).status).toBe(404);
      expect((await get(path, { 'x-customer-id': 'not-a-uuid' })).status).toBe(404);
      expect((await get(path, { 'x-storefront-secret': 'wrong' })).status).toBe(401);
    }
  });

  it('lists tickets by group with filters and pages', async () => {
    bed.clock.set(FIXTURE_NOW);
    const second = await bed.buy(customerId, 'match-open', [{ blockId: 'S1', productId: 'full' }]);
    const upcoming = await bed.data<Page>(MY_TICKETS, { customerId, first: 1 });
    expect(upcoming.myTickets.totalGroups).toBe(2);
    expect(upcoming.myTickets.groups).toHaveLength(1);
    const next = await bed.data<Page>(MY_TICKETS, {
      customerId,
      first: 1,
      after: upcoming.myTickets.nextCursor,
    });
    expect(next.myTickets.nextCursor).toBeNull();
    expect(new Set([...upcoming.myTickets.groups, ...next.myTickets.groups].map((g) => g.orderId))).toEqual(
      new Set([orderId, second.orderId]),
    );
    expect(upcoming.myTickets.groups[0]?.tickets[0]?.isDownloadable).toBe(false);

    // The fan puts one ticket on resale once downloads are open (ADR 0021): it leaves "resalable"
    // for "on resale". The standing place of the second order is never resalable.
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 8.5)));
    await bed.db.insert(resaleListings).values({
      tenantId: 'riviera',
      id: 'fan-listing',
      eventId: 'match-open',
      seatId: 'r1-e1',
      blockId: 'R1',
      productId: 'resale',
      priceCents: 2800,
      faceValueCents: 3000,
      sellerCustomerId: customerId,
      ticketId: ticketIds[0],
      createdAt: daysFrom(FIXTURE_NOW, 8.5),
    });
    const resale = { resale: { policy: 'no_restriction' as const, minPriceCents: 500 } };
    const ids = async (filter: string) =>
      (await bed.data<Page>(MY_TICKETS, { customerId, filter }, { tenant: resale })).myTickets.groups.flatMap(
        (g) => g.tickets.map((t) => t.id),
      );
    expect(await ids('ON_RESALE')).toEqual([ticketIds[0]]);
    expect(await ids('RESALABLE')).not.toContain(ticketIds[0]);
    expect(await ids('RESALABLE')).toContain(ticketIds[1]);
    expect(await ids('RESOLD')).toEqual([]);
    await bed.db.update(resaleListings).set({ status: 'sold' }).where(eq(resaleListings.id, 'fan-listing'));
    expect(await ids('RESOLD')).toEqual([ticketIds[0]]);
    expect(await ids('PAST')).toEqual([]);
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 11)));
    expect((await ids('PAST')).sort()).toEqual(
      [...ticketIds, ...second.ticketGroups.flatMap((g) => g.seatTickets.map((t) => t.id))].sort(),
    );
    expect(await ids('UPCOMING')).toEqual([]);
    // Nobody else sees them.
    const stranger = await bed.customer();
    expect(
      (await bed.data<Page>(MY_TICKETS, { customerId: stranger, filter: 'PAST' })).myTickets.totalGroups,
    ).toBe(0);
  });

  it('makes wallet links only when downloads are open, and only for the owner', async () => {
    bed.clock.set(FIXTURE_NOW);
    expect(await bed.errorCode(WALLET, { customerId, ticketIds, type: 'GOOGLE' })).toBe(
      'TICKETS_NOT_YET_AVAILABLE',
    );
    bed.clock.set(openDay);
    const google = await bed.data<{ generateWalletToken: { token: string; saveUrl: string } }>(WALLET, {
      customerId,
      ticketIds,
      type: 'GOOGLE',
    });
    expect(google.generateWalletToken.saveUrl).toBe(
      `https://pay.google.com/gp/v/save/${google.generateWalletToken.token}`,
    );
    const apple = await bed.data<{ generateWalletToken: { saveUrl: string } }>(WALLET, {
      customerId,
      ticketIds,
      type: 'APPLE',
    });
    expect(apple.generateWalletToken.saveUrl).toBe(
      `http://riviera.localhost:3000/api/tickets/${ticketIds[0]}/pkpass`,
    );
    const stranger = await bed.customer();
    expect(await bed.errorCode(WALLET, { customerId: stranger, ticketIds, type: 'GOOGLE' })).toBe(
      'TICKET_NOT_FOUND',
    );
  });

  it('re-issuing a ticket makes its old QR code refused at the gate', async () => {
    bed.clock.set(openDay);
    const pdf = await get(`/tickets/${ticketIds[1]}.pdf`);
    const { decodeQr, renderPages } = await import('./test-fixtures/pdf-inspection');
    const [page] = renderPages(Buffer.from(await pdf.arrayBuffer()));
    const oldToken = decodeQr(page as Buffer) ?? '';
    const verify = async (token: string) =>
      (
        await bed.data<{ verifyTicketToken: { valid: boolean; rejection: string | null; version: number } }>(
          VERIFY,
          { token },
        )
      ).verifyTicketToken;
    expect(await verify(oldToken)).toMatchObject({ valid: true, rejection: null, version: 1 });
    const reissued = await bed.data<{ reissueTicket: { version: number } }>(REISSUE, {
      customerId,
      ticketId: ticketIds[1],
    });
    expect(reissued.reissueTicket.version).toBe(2);
    expect(await verify(oldToken)).toMatchObject({ valid: false, rejection: 'SUPERSEDED' });
    const [fresh] = renderPages(Buffer.from(await (await get(`/tickets/${ticketIds[1]}.pdf`)).arrayBuffer()));
    const newToken = decodeQr(fresh as Buffer) ?? '';
    expect(await verify(newToken)).toMatchObject({ valid: true, version: 2 });
    // Offline, with only the published key, the new token checks out too.
    const pem = (await bed.data<{ ticketVerificationKey: string }>('{ ticketVerificationKey }'))
      .ticketVerificationKey;
    const { createPublicKey } = await import('node:crypto');
    expect((await checkTicketToken(newToken, createPublicKey(pem), 'riviera')).valid).toBe(true);
    expect(await verify('garbage')).toMatchObject({ valid: false, rejection: 'MALFORMED' });
    const stranger = await bed.customer();
    expect(await bed.errorCode(REISSUE, { customerId: stranger, ticketId: ticketIds[1] })).toBe(
      'TICKET_NOT_FOUND',
    );
  });

  it('e-mails the tickets to the customer with the PDF made at sending time', async () => {
    bed.clock.set(FIXTURE_NOW);
    expect(await bed.errorCode(SEND, { customerId, orderId })).toBe('TICKETS_NOT_YET_AVAILABLE');
    bed.clock.set(openDay);
    expect(await bed.data(SEND, { customerId, orderId })).toEqual({ sendTicketsByEmail: true });
    const [row] = await bed.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'tickets'));
    if (!row) throw new Error('no outbox row');
    const tenant = tenantSchema.parse(TESTBED_TENANTS.riviera);
    const mail = await renderMail(row, tenant, 'http://riviera.localhost:3000', {
      db: bed.db,
      now: bed.clock.now(),
    });
    expect(mail.subject).toBe('Vos billets électroniques — Riviera Football Club');
    expect(mail.text).toContain('Voici vos 2 billets pour Riviera – Rivals');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(pdfText(mail.attachments[0]?.content as Buffer)).toContain('Billet électronique');

    let mailbox: Mailbox | undefined;
    try {
      mailbox = await startMailbox({ httpPort: null });
      const worker = createMailWorker({
        db: bed.db,
        smtpUrl: mailbox.smtpUrl,
        fromAddress: 'no-reply@stadio.test',
        tenantRegistry: () => fixtures.registry,
        shopOrigin: () => 'http://riviera.localhost:3000',
        logger: createLogger('tickets-mail-test', { level: 'silent' }),
        now: bed.clock.now,
      });
      await worker.runOnce();
      await worker.stop();
      const received = mailbox.messages().find((m) => m.subject.startsWith('Vos billets'));
      expect(received?.envelopeTo[0]).toBe(row.recipient);
      expect(received?.headers['content-type']).toMatch(/multipart\/mixed/);
    } finally {
      await mailbox?.close();
    }
  });
});
