import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import { createTicketKeyring } from '@stadio/ticket-tokens';
import { resolveTenantsDir, tenantSchema, type Tenant } from '@stadio/tenants';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { renderMail } from '../mail/render-mail';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { START_CHECKOUT } from '../payments/test-fixtures/payment-operations';
import { startPaymentsTestbed, type PaymentsTestbed } from '../payments/test-fixtures/payments-testbed';
import { renderApplePass } from './apple-pass';
import { formatDocumentMoney } from './document-format';
import { googleWalletJwt } from './google-wallet-jwt';
import { loadInvoiceFacts } from './invoice-facts';
import { renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './test-fixtures/pdf-inspection';
import { deliverableTickets, ticketPage } from './ticket-documents';
import { renderTicketsPdf } from './ticket-pdf';
import { setTicketServices, type TicketServices } from './ticket-services';
import { appleCredentials, googleCredentials } from './wallet-credentials';
import { walletSerialFor } from './wallet-serials';

const SUCCESS = '4242 4242 4242 4242';

/** Riviera as the testbed knows it, but in pounds, as Harbour's tenant file says (docs/product.md#money-and-dates). */
const POUNDS = { currency: 'GBP' } as const;
const inPounds: Tenant = tenantSchema.parse({
  ...TESTBED_TENANTS.riviera,
  ...POUNDS,
  invoicing: {
    legalName: 'Harbour RFC Ltd',
    address: ['Quay Road'],
    vatRateBasisPoints: 2000,
    numberPrefix: 'HRB',
  },
});
const inEuros: Tenant = tenantSchema.parse(TESTBED_TENANTS.riviera);

describe('a club’s own currency in payments, documents and e-mails (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  let keysDir: string;
  let services: TicketServices;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-currency-keys-'));
    services = {
      keyring: createTicketKeyring('club-currency-test-secret-0123456789abcdef', {}),
      assetsDir: resolveTenantsDir(),
      walletKeysDir: keysDir,
      production: false,
      shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
    };
    setTicketServices(services);
  });
  afterAll(async () => {
    await bed?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  /** Holds a seat, checks out in the given tenant's terms and pays with the card that succeeds. */
  async function paidIn(tenant: Partial<typeof POUNDS>, seatId: string) {
    const { customerId, order } = await bed.order(seatId);
    const page = await bed.checkout(customerId, order.orderId, { tenant });
    const hosted = await (await fetch(page)).text();
    const back = await bed.pay(page, SUCCESS);
    expect(back.status).toBeLessThan(400);
    const [state] = await bed.orders.rows<{ status: string }>(`select status from orders where id = $1`, [
      order.orderId,
    ]);
    expect(state?.status).toBe('confirmed');
    return { customerId, orderId: order.orderId, hosted };
  }
  const paymentCurrencies = (orderId: string) =>
    bed.orders.rows<{ currency: string; amount_cents: number }>(
      `select currency, amount_cents from payments where order_id = $1`,
      [orderId],
    );
  async function confirmationMail(orderId: string, tenant: Tenant, locale: string) {
    const [row] = await bed.orders.rows<{ payload: unknown }>(
      `select payload from mail_outbox where template = 'order-confirmed' and payload->>'orderId' = $1`,
      [orderId],
    );
    if (!row) throw new Error('no confirmation e-mail queued');
    return renderMail(
      { template: 'order-confirmed', locale, payload: row.payload },
      tenant,
      'http://riviera.localhost:3000',
      { db: bed.orders.db, now: bed.orders.clock.now() },
    );
  }

  it('writes pounds as each language does, and euros as before', () => {
    expect(formatDocumentMoney(1250, 'en', 'GBP')).toBe('£12.50');
    expect(formatDocumentMoney(1250, 'fr', 'GBP')).toBe('12,50 £');
    expect(formatDocumentMoney(1250, 'es', 'GBP')).toBe('12,50 £');
    expect(formatDocumentMoney(1250, 'nl', 'GBP')).toBe('£ 12,50');
    expect(formatDocumentMoney(123_456, 'ru', 'GBP')).toBe('1 234,56 £');
    expect(formatDocumentMoney(1250, 'en', 'EUR')).toBe('€12.50');
    expect(formatDocumentMoney(1250, 'fr', 'EUR')).toBe('12,50 €');
  });

  it('a club in pounds: charged in GBP, its invoice, ticket, passes and confirmation e-mail in £, never €', async () => {
    const { customerId, orderId, hosted } = await paidIn(POUNDS, 'r1-e9');
    // 30 the seat, 3 the mandatory plastic card; recorded and asked of the provider in pounds.
    expect(await paymentCurrencies(orderId)).toEqual([{ currency: 'GBP', amount_cents: 3300 }]);
    expect(hosted).toMatch(/33,00\s£/);
    expect(hosted).not.toContain('€');

    for (const locale of ['en', 'fr']) {
      const mail = await confirmationMail(orderId, inPounds, locale);
      expect(mail.text, locale).toContain(locale === 'en' ? '£33.00' : '33,00 £');
      expect(mail.text, locale).toContain(locale === 'en' ? '£30.00' : '30,00 £');
      expect(`${mail.text}${mail.html}`, locale).not.toContain('€');
    }

    const now = bed.orders.clock.now();
    const facts = await loadInvoiceFacts(bed.orders.db, 'riviera', customerId, orderId, now);
    if (!facts) throw new Error('no invoice');
    const invoice = pdfText(await renderInvoicePdf(facts, inPounds, services.assetsDir));
    // The testbed's buyers write French.
    expect(invoice).toMatch(/Total TTC\s+33,00 £/);
    expect(invoice).not.toContain('€');

    bed.orders.clock.set(new Date(daysFrom(FIXTURE_NOW, 8.5)));
    try {
      const answer = await deliverableTickets(
        { db: bed.orders.db, tenant: inPounds, customerId, now: bed.orders.clock.now() },
        { orderIds: [orderId] },
      );
      if (answer.kind !== 'ok') throw new Error(`expected tickets, got ${answer.kind}`);
      const at = bed.orders.clock.now();
      const pages = await Promise.all(
        answer.tickets.map((ticket) => ticketPage(services.keyring, inPounds, ticket, at)),
      );
      const ticketText = pdfText(await renderTicketsPdf(pages, inPounds, services.assetsDir));
      expect(ticketText).toContain('30,00 £');
      expect(ticketText).not.toContain('€');

      const google = googleCredentials(services, 'riviera');
      const jwt = await googleWalletJwt(pages, inPounds, google, ['http://riviera.localhost:3000'], at);
      const { payload } = await jwtVerify(jwt, createPublicKey(google.privateKey), { audience: 'google' });
      const objects = (payload.payload as { eventTicketObjects: Array<{ faceValue: unknown }> })
        .eventTicketObjects;
      expect(objects.map((o) => o.faceValue)).toEqual([{ micros: 30_000_000, currencyCode: 'GBP' }]);

      const [page] = pages;
      if (!page) throw new Error('no ticket page');
      const serial = await walletSerialFor(bed.orders.db, 'riviera', page.facts.ticket.id, at);
      const pkpass = await renderApplePass(page, inPounds, appleCredentials(services, 'riviera'), serial);
      const pass = JSON.parse(
        Buffer.from(unzipSync(new Uint8Array(pkpass))['pass.json'] ?? []).toString(),
      ) as {
        eventTicket: { backFields: Array<{ key: string; value: string }> };
      };
      expect(pass.eventTicket.backFields.find((f) => f.key === 'price')?.value).toBe('30,00 £');
    } finally {
      bed.orders.clock.set(FIXTURE_NOW);
    }
  });

  it('records a free order of a club in pounds in GBP too', async () => {
    // North End's child seats cost nothing: confirmed at once with a `free` payment.
    const { customerId, order } = await bed.order('r1-e8', { club: 'north-end', productId: 'child' });
    const returnUrl = `http://north-end.localhost:3000/validation?orderId=${order.orderId}`;
    await bed.data(
      START_CHECKOUT,
      {
        customerId,
        orderId: order.orderId,
        numberOfInstallments: 1,
        promoCodeIds: [],
        termsAccepted: true,
        returnUrl,
      },
      { club: 'north-end', tenant: POUNDS },
    );
    expect(await paymentCurrencies(order.orderId)).toEqual([{ currency: 'GBP', amount_cents: 0 }]);
  });

  it('a club in euros is unchanged: charged in EUR, its e-mail and invoice in €', async () => {
    const { customerId, orderId, hosted } = await paidIn({}, 'r1-e10');
    expect(await paymentCurrencies(orderId)).toEqual([{ currency: 'EUR', amount_cents: 3300 }]);
    expect(hosted).toMatch(/33,00\s€/);
    const mail = await confirmationMail(orderId, inEuros, 'en');
    expect(mail.text).toContain('€33.00');
    expect(mail.text).not.toContain('£');
    const facts = await loadInvoiceFacts(
      bed.orders.db,
      'riviera',
      customerId,
      orderId,
      bed.orders.clock.now(),
    );
    if (!facts) throw new Error('no invoice');
    const invoice = pdfText(await renderInvoicePdf(facts, inEuros, services.assetsDir));
    expect(invoice).toMatch(/Total TTC\s+33,00 €/);
    expect(invoice).not.toContain('£');
  });
});
