import { customers } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { tenantSchema } from '@stadio/tenants';
import { deliverableTickets } from './ticket-documents';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketPage } from './ticket-documents';
import { checkTicketToken } from '@stadio/ticket-tokens';
import { decodeQr, keepRender, pdfText, renderPages } from './test-fixtures/pdf-inspection';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';

const riviera = tenantSchema.parse(TESTBED_TENANTS.riviera);

describe('e-ticket PDF', () => {
  let bed: TicketsTestbed;
  let orderId: string;
  let customerId: string;
  beforeAll(async () => {
    bed = await startTicketsTestbed();
    customerId = await bed.customer();
    await bed.db.insert(customers).values({
      tenantId: 'riviera',
      email: 'ivan@example.com',
      firstName: 'Ivan',
      lastName: 'Petrov',
      preferredLocale: 'en',
    });
    const order = await bed.buy(
      customerId,
      'match-open',
      [
        { blockId: 'R1', seatId: 'r1-c7', productId: 'full' },
        { blockId: 'S1', productId: 'full' },
      ],
      {
        holders: [
          { firstName: 'Anna', lastName: 'Dupont' },
          { firstName: 'Иван', lastName: 'Петров', email: 'IVAN@example.com' },
        ],
      },
    );
    orderId = order.orderId;
  });
  afterAll(async () => {
    await bed?.close();
  });
  const request = (overrides: { customerId?: string; club?: 'riviera' | 'north-end' } = {}) => ({
    db: bed.db,
    tenant: overrides.club === 'north-end' ? tenantSchema.parse(TESTBED_TENANTS['north-end']) : riviera,
    customerId: overrides.customerId ?? customerId,
    now: bed.clock.now(),
  });

  it('is held back until the event’s download delay, saying when it opens', async () => {
    bed.clock.set(FIXTURE_NOW);
    const answer = await deliverableTickets(request(), { orderIds: [orderId] });
    // match-open starts in 10 days and opens its tickets 2 days before.
    expect(answer).toEqual({ kind: 'not_yet', opensAt: new Date(daysFrom(FIXTURE_NOW, 8)) });
  });

  it('shows the match, seat, holder in their language, and a QR code a gate can verify offline', async () => {
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 8.5)));
    const answer = await deliverableTickets(request(), { orderIds: [orderId] });
    if (answer.kind !== 'ok') throw new Error(`expected tickets, got ${answer.kind}`);
    const now = bed.clock.now();
    const pages = await Promise.all(
      answer.tickets.map((facts) => ticketPage(bed.services.keyring, riviera, facts, now)),
    );
    const pdf = await renderTicketsPdf(pages, riviera, bed.services.assetsDir);
    keepRender(pdf, 'e-ticket');
    const [first, second] = pdfText(pdf).split('\f');
    // The buyer writes French: the seated ticket is in French, dated in Paris time.
    expect(first).toContain('Billet électronique');
    expect(first).toContain('Riviera – Rivals');
    expect(first).toMatch(/TRIBUNE\s+BLOC/);
    expect(first).toContain('North');
    expect(first).toMatch(/RANG\s+PLACE/);
    expect(first).toContain('Anna DUPONT');
    expect(first).toContain('30,00 €');
    expect(first).toContain(orderId);
    // Beside the number, the gate code a steward types when the QR code cannot be read (ADR 0044).
    const [firstTicket] = answer.tickets;
    expect(pages[0]?.gateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(first).toContain("CODE D'ACCÈS");
    expect(first).toContain(pages[0]?.gateCode);
    const flowing = pdfText(pdf, { layout: false }).split('\f')[0]?.replace(/\s+/g, ' ');
    expect(flowing).toContain(
      `le numéro du billet ${firstTicket?.ticket.id} et le code d'accès ${pages[0]?.gateCode}`,
    );
    expect(second).toContain('GATE CODE');
    expect(second).toContain(pages[1]?.gateCode);
    // Ivan has an account in English: his ticket speaks English, his name in Cyrillic.
    expect(second).toContain('E-ticket');
    expect(second).toContain('Open seating');
    expect(second).toContain('Иван ПЕТРОВ');

    const rendered = renderPages(pdf);
    expect(rendered).toHaveLength(2);
    const tokens = rendered.map((png) => decodeQr(png));
    for (const [index, token] of tokens.entries()) {
      expect(token).toBeTypeOf('string');
      const check = await checkTicketToken(token ?? '', bed.services.keyring.publicKey('riviera'), 'riviera');
      expect(check).toMatchObject({
        valid: true,
        claims: {
          tenant: 'riviera',
          ticketId: answer.tickets[index]?.ticket.id,
          eventId: 'match-open',
          version: 1,
        },
      });
    }
  });

  it('is nobody else’s: another customer or another club gets nothing', async () => {
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 8.5)));
    const stranger = await bed.customer();
    expect(await deliverableTickets(request({ customerId: stranger }), { orderIds: [orderId] })).toEqual({
      kind: 'not_found',
    });
    const elsewhere = await bed.customer('north-end');
    expect(
      await deliverableTickets(request({ customerId: elsewhere, club: 'north-end' }), {
        orderIds: [orderId],
      }),
    ).toEqual({
      kind: 'not_found',
    });
    expect(await deliverableTickets(request({ club: 'north-end' }), { orderIds: [orderId] })).toEqual({
      kind: 'not_found',
    });
  });
});
