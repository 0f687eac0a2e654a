import { installments, payments } from '@stadio/db';
import { tenantSchema } from '@stadio/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { loadInvoiceFacts } from './invoice-facts';
import { formatInvoiceNumber } from './invoice-numbers';
import { renderInvoicePdf } from './invoice-pdf';
import { keepRender, pdfText } from './test-fixtures/pdf-inspection';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';
import { splitVat } from './vat';

const riviera = tenantSchema.parse({
  ...TESTBED_TENANTS.riviera,
  invoicing: {
    legalName: 'SASP Riviera',
    address: ['Stade des Pins', '06000 Nice'],
    vatNumber: 'FR 41 812 345 678',
    vatRateBasisPoints: 550,
    numberPrefix: 'ORC',
  },
});

describe('invoices', () => {
  let bed: TicketsTestbed;
  beforeAll(async () => {
    bed = await startTicketsTestbed();
  });
  afterAll(async () => {
    await bed?.close();
  });
  const invoiceOf = (customerId: string, orderId: string, tenantId = 'riviera') =>
    loadInvoiceFacts(bed.db, tenantId, customerId, orderId, bed.clock.now());

  it('splits VAT out of an inclusive total so both parts add up', () => {
    expect(splitVat(3000, 550)).toEqual({ net: 2844, vat: 156 });
    expect(splitVat(0, 550)).toEqual({ net: 0, vat: 0 });
    expect(splitVat(1000, 0)).toEqual({ net: 1000, vat: 0 });
    expect(formatInvoiceNumber(42, 'ORC')).toBe('ORC-000042');
  });

  it('numbers a club’s invoices 1, 2, 3… without gaps, once per order, even when asked at once', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => bed.customer()));
    const orders = [];
    for (const [i, customerId] of buyers.entries())
      orders.push(
        await bed.buy(customerId, 'match-open', [
          { blockId: 'R2', seatId: `r2-a${i + 1}`, productId: 'full' },
        ]),
      );
    const first = await Promise.all(orders.map((order, i) => invoiceOf(buyers[i] ?? '', order.orderId)));
    const numbers = first.map((facts) => facts?.invoice.number);
    expect([...numbers].sort()).toEqual([1, 2, 3, 4]);
    const again = await invoiceOf(buyers[0] ?? '', orders[0]?.orderId ?? '');
    expect(again?.invoice.number).toBe(numbers[0]);
    // Another club counts on its own.
    const northBuyer = await bed.customer('north-end');
    const north = await bed.buy(
      northBuyer,
      'match-open',
      [{ blockId: 'R2', seatId: 'r2-a1', productId: 'full' }],
      {
        club: 'north-end',
      },
    );
    expect((await invoiceOf(northBuyer, north.orderId, 'north-end'))?.invoice.number).toBe(1);
  });

  it('is only for the owner of a confirmed order: others and orders on hold get nothing and take no number', async () => {
    const owner = await bed.customer();
    const order = await bed.buy(owner, 'match-open', [{ blockId: 'R2', seatId: 'r2-b1', productId: 'full' }]);
    const stranger = await bed.customer();
    expect(await invoiceOf(stranger, order.orderId)).toBeUndefined();
    expect(await invoiceOf(owner, order.orderId, 'north-end')).toBeUndefined();
    const held = await bed.hold(owner, 'match-open', [{ blockId: 'R2', seatId: 'r2-b2', productId: 'full' }]);
    expect(await invoiceOf(owner, held.orderId)).toBeUndefined();
    const [counter] = await bed.rows<{ last_number: number }>(
      `select last_number from invoice_counters where tenant_id = 'riviera'`,
    );
    expect(counter?.last_number).toBe(4);
    expect((await invoiceOf(owner, order.orderId))?.invoice.number).toBe(5);
  });

  it('prints seller, buyer, lines, VAT at the club rate and the instalments paid', async () => {
    const owner = await bed.customer();
    const order = await bed.buy(owner, 'match-open', [
      { blockId: 'R2', seatId: 'r2-c1', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
    ]);
    const now = bed.clock.now();
    await bed.db.insert(payments).values({
      tenantId: 'riviera',
      id: 'pay_test_plan',
      orderId: order.orderId,
      provider: 'sandbox',
      kind: 'installment_plan',
      amountCents: 6300,
      status: 'succeeded',
      numberOfInstallments: 3,
      createdAt: now,
      updatedAt: now,
    });
    await bed.db.insert(installments).values([
      {
        tenantId: 'riviera',
        paymentId: 'pay_test_plan',
        rank: 1,
        dueDate: '2030-06-01',
        amountCents: 2100,
        status: 'paid',
        paidAt: now,
      },
      { tenantId: 'riviera', paymentId: 'pay_test_plan', rank: 2, dueDate: '2030-07-01', amountCents: 2100 },
      { tenantId: 'riviera', paymentId: 'pay_test_plan', rank: 3, dueDate: '2030-08-01', amountCents: 2100 },
    ]);
    const facts = await invoiceOf(owner, order.orderId);
    if (!facts) throw new Error('no invoice');
    const pdf = await renderInvoicePdf(facts, riviera, bed.services.assetsDir);
    keepRender(pdf, 'invoice');
    const text = pdfText(pdf);
    expect(text).toContain('FACTURE');
    expect(text).toContain(formatInvoiceNumber(facts.invoice.number, 'ORC'));
    expect(text).toContain('SASP Riviera');
    expect(text).toContain('N° TVA FR 41 812 345 678');
    expect(text).toContain('Anna DUPONT');
    const flat = pdfText(pdf, { layout: false }).replace(/\s+/g, ' ');
    expect(flat).toContain('Riviera v Rivals — Standard, North R2, rang C, place 1');
    expect(flat).toContain('South S1 (placement libre)');
    // 2 × 30 € + the mandatory plastic card (3 €) = 63 €, of which 5.5 % VAT.
    const { net, vat } = splitVat(6300, 550);
    expect(text).toMatch(/Total TTC\s+63,00 €/);
    expect(text).toContain(`${(net / 100).toFixed(2).replace('.', ',')} €`);
    expect(text).toMatch(new RegExp(`TVA 5,5 %\\s+${(vat / 100).toFixed(2).replace('.', ',')} €`));
    expect(text).toMatch(/Échéance 1 sur 3 — payé le 01\/06\/2030\s+21,00 €/);
    expect(text).not.toContain('Échéance 2 sur 3');
  });
});
