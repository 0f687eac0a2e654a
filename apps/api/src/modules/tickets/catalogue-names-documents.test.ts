import { tenantSchema } from '@stadio/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../database/sql-client';
import { confirmOrder } from '../orders/confirm-order';
import { loadOrder } from '../orders/load-orders';
import { SET_ANCILLARIES, SET_HOLDERS } from '../orders/test-fixtures/order-operations';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { documentTranslator } from './document-translator';
import { loadInvoiceFacts } from './invoice-facts';
import { invoiceLines, renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './test-fixtures/pdf-inspection';
import { loadTicketFacts } from './ticket-facts';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';

// docs/product.md#catalogue-names: an invoice is written in its reader's language, names included.
// Riviera's catalogue is stored in French (its first language) with English translations.
const riviera = tenantSchema.parse(TESTBED_TENANTS.riviera);

describe('catalogue names on documents', () => {
  let bed: TicketsTestbed;
  beforeAll(async () => {
    bed = await startTicketsTestbed();
    await bed.rows(
      `update categories set name = 'Catégorie standard', name_translations = '{"en": "Standard seats"}'
        where tenant_id = 'riviera' and id = 'standard'`,
    );
    await bed.rows(
      `update products set name = 'Plein tarif', name_translations = '{"en": "Adult"}'
        where tenant_id = 'riviera' and id = 'full'`,
    );
    await bed.rows(
      `update parking_products set name = 'Parking P1 — Nord', name_translations = '{"en": "Car park P1 — North"}'
        where tenant_id = 'riviera' and id = 'open-p1'`,
    );
  });
  afterAll(async () => {
    await bed?.close();
  });

  /** A confirmed order of a seat in block R2 (Standard) at full price, with a car park place. */
  async function buyWithParking(customerId: string, seatId: string) {
    const order = await bed.hold(customerId, 'match-open', [{ blockId: 'R2', seatId, productId: 'full' }]);
    await bed.data(SET_ANCILLARIES, {
      customerId,
      orderId: order.orderId,
      ancillaries: [{ type: 'PARKING', productId: 'open-p1', quantity: 1 }],
    });
    const ticketId = order.ticketGroups.flatMap((group) => group.seatTickets)[0]?.id;
    await bed.data(SET_HOLDERS, {
      customerId,
      orderId: order.orderId,
      holders: [{ ticketId, firstName: 'Anna', lastName: 'Dupont' }],
    });
    const result = await inTransaction(bed.db, (client) =>
      confirmOrder(client, { tenantId: 'riviera', orderId: order.orderId, now: bed.clock.now() }),
    );
    expect(result).toBe('confirmed');
    return order.orderId;
  }

  const customerIn = async (locale: string) => {
    const customerId = await bed.customer();
    await bed.rows(`update customers set preferred_locale = $1 where id = $2`, [locale, customerId]);
    return customerId;
  };

  it('gives an English reader English category, price offer, car park and plastic card names', async () => {
    const customerId = await customerIn('en');
    const orderId = await buyWithParking(customerId, 'r2-e1');
    const facts = await loadInvoiceFacts(bed.db, 'riviera', customerId, orderId, bed.clock.now());
    if (!facts) throw new Error('no invoice');
    const lines = invoiceLines(facts, await documentTranslator('en'), 'en', riviera).map(
      (l) => l.description,
    );
    expect(lines.join('\n')).toContain('Standard seats');
    expect(lines).toContain('Car park P1 — North');
    expect(lines).toContain('Plastic card');
    const flat = pdfText(await renderInvoicePdf(facts, riviera, bed.services.assetsDir), { layout: false });
    expect(flat).toContain('Adult');
    expect(flat).not.toMatch(/Catégorie standard|Plein tarif|Parking P1 — Nord|Carte plastique/);
  });

  it('offers the car park and plastic card in the page’s language, and shows the order in it', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', [
      { blockId: 'R2', seatId: 'r2-e3', productId: 'full' },
    ]);
    const offers = await bed.data<{ ancillaryOffers: { productId: string; name: string }[] }>(
      `query ($customerId: ID!, $orderId: ID!) { ancillaryOffers(customerId: $customerId, orderId: $orderId) { productId name } }`,
      { customerId, orderId: order.orderId },
      { locale: 'en' },
    );
    const names = new Map(offers.ancillaryOffers.map((offer) => [offer.productId, offer.name]));
    expect(names.get('open-p1')).toBe('Car park P1 — North');
    expect(names.get('plastic-card')).toBe('Plastic card');
    const shown = await bed.data<{
      showMyOrders: {
        ticketGroups: {
          seatTickets: { productName: string }[];
          ancillaryTickets: { ancillaryName: string }[];
        }[];
      }[];
    }>(
      `query ($customerId: ID!, $orderIds: [ID!]) { showMyOrders(customerId: $customerId, orderIds: $orderIds) {
        ticketGroups { seatTickets { productName } ancillaryTickets { ancillaryName } } } }`,
      { customerId, orderIds: [order.orderId] },
      { locale: 'en' },
    );
    const groups = shown.showMyOrders[0]?.ticketGroups ?? [];
    expect(groups.flatMap((g) => g.seatTickets.map((t) => t.productName))).toEqual(['Adult']);
    expect(groups.flatMap((g) => g.ancillaryTickets.map((t) => t.ancillaryName))).toEqual(['Plastic card']);
  });

  it('writes each e-ticket in its holder’s language when the holder has an account, else the buyer’s', async () => {
    const buyer = await customerIn('fr');
    const englishFan = await customerIn('en');
    const [fan] = await bed.rows<{ email: string }>(`select email from customers where id = $1`, [
      englishFan,
    ]);
    const order = await bed.buy(
      buyer,
      'match-open',
      [
        { blockId: 'R2', seatId: 'r2-a5', productId: 'full' },
        { blockId: 'R2', seatId: 'r2-a6', productId: 'full' },
      ],
      {
        holders: [
          { firstName: 'Anna', lastName: 'Dupont' },
          { firstName: 'Emma', lastName: 'Smith', email: fan?.email },
        ],
      },
    );
    const facts = await loadTicketFacts(
      bed.db,
      'riviera',
      buyer,
      { orderIds: [order.orderId] },
      bed.clock.now(),
    );
    const byHolder = new Map(facts.map((fact) => [fact.ticket.holderInfo?.lastName, fact]));
    expect(byHolder.get('Smith')).toMatchObject({
      locale: 'en',
      ticket: { productName: 'Adult', seatInfo: { categoryName: 'Standard seats' } },
    });
    expect(byHolder.get('Dupont')).toMatchObject({
      locale: 'fr',
      ticket: { productName: 'Plein tarif', seatInfo: { categoryName: 'Catégorie standard' } },
    });
    // The orders page shows every ticket in the page's language, whoever holds it.
    const page = await bed.data<{ myTickets: { groups: { tickets: { productName: string }[] }[] } }>(
      `query ($customerId: ID!) { myTickets(customerId: $customerId) { groups { tickets { productName } } } }`,
      { customerId: buyer },
      { locale: 'en' },
    );
    expect(page.myTickets.groups.flatMap((g) => g.tickets.map((t) => t.productName))).toEqual([
      'Adult',
      'Adult',
    ]);
  });

  it('gives a French reader the names as stored, and an order read without a language too', async () => {
    const customerId = await customerIn('fr');
    const orderId = await buyWithParking(customerId, 'r2-e2');
    const facts = await loadInvoiceFacts(bed.db, 'riviera', customerId, orderId, bed.clock.now());
    if (!facts) throw new Error('no invoice');
    const lines = invoiceLines(facts, await documentTranslator('fr'), 'fr', riviera).map(
      (l) => l.description,
    );
    expect(lines.join('\n')).toContain('Catégorie standard');
    expect(lines).toContain('Parking P1 — Nord');
    expect(lines).toContain('Carte plastique');
    const plain = await loadOrder(bed.db, 'riviera', customerId, orderId, bed.clock.now());
    const ticket = plain?.ticketGroups.flatMap((group) => group.seatTickets)[0];
    expect(ticket?.productName).toBe('Plein tarif');
    const english = await loadOrder(bed.db, 'riviera', customerId, orderId, bed.clock.now(), 'en');
    const translated = english?.ticketGroups.flatMap((group) => group.seatTickets)[0];
    expect(translated?.productName).toBe('Adult');
    expect(translated?.seatInfo.categoryName).toBe('Standard seats');
  });
});
