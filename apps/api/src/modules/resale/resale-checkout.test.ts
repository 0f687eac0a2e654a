import { TEST_CARDS } from '@stadio/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { START_CHECKOUT } from '../payments/test-fixtures/payment-operations';
import {
  RETURN_URL,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-fixtures/payments-testbed';
import { insertPromoCode } from '../promo/test-fixtures/promo-fixture';
import { LIST, RESALE_DAY, RESALE_RULES, SET_BANK } from './test-fixtures/resale-testbed';

const PAYS = TEST_CARDS.find((card) => card.behaviour === 'success')?.number ?? '';

/*
 * A resale seat bought with a promo code, paid through the sandbox provider and confirmed by its
 * webhook, as a fan does it (docs/product.md#resale): the seller is owed the listing's price, so
 * the buyer must have paid all of it.
 */
describe('resale seats at checkout (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    // WELCOME10 of the demo: 10 % off the whole order.
    await insertPromoCode(bed.orders.db, 'riviera', { id: 'welcome', name: 'WELCOME10', scope: 'order' });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('takes no promo discount off a resale seat: the buyer pays the listing price the seller is owed', async () => {
    bed.orders.clock.set(FIXTURE_NOW);
    const { customerId: seller, orderId: sellerOrder } = await bed.paidOrder('r1-a1');
    await bed.data(SET_BANK, { id: seller, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' });
    const [sold] = await bed.orders.rows<{ id: string }>(
      `select id from seat_tickets where order_id = $1 and seat_id = 'r1-a1'`,
      [sellerOrder],
    );
    bed.orders.clock.set(RESALE_DAY);
    const listed = await bed.gql(
      LIST,
      { customerId: seller, listings: [{ ticketId: sold?.id, price: 2000 }] },
      { tenant: RESALE_RULES },
    );
    expect(listed.errors).toBeUndefined();

    const buyer = await bed.orders.customer();
    const order = await bed.orders.hold(buyer, 'match-open', [
      { blockId: 'R1', seatId: 'r1-a1', productId: 'resale', isFromResale: true },
    ]);
    await bed.nameHolders(buyer, order);
    const started = await bed.data<{ startCheckout: { redirectUrl: string } }>(START_CHECKOUT, {
      customerId: buyer,
      orderId: order.orderId,
      numberOfInstallments: 1,
      promoCodeIds: ['welcome'],
      termsAccepted: true,
      returnUrl: `${RETURN_URL}${order.orderId}`,
    });
    await bed.pay(started.startCheckout.redirectUrl, PAYS);

    const [confirmed] = await bed.orders.rows<{ status: string }>(`select status from orders where id = $1`, [
      order.orderId,
    ]);
    expect(confirmed?.status).toBe('confirmed');
    // The 20 € seat keeps its price whole; the code still takes its 10 % off the club's own line
    // (riviera's 3 € plastic card).
    const lines = await bed.orders.rows<{ kind: string; price_cents: number; discount_cents: number }>(
      `select 'seat' as kind, price_cents, discount_cents from seat_tickets where order_id = $1
       union all select 'card', price_cents, discount_cents from ancillary_tickets where order_id = $1
       order by kind desc`,
      [order.orderId],
    );
    expect(lines).toEqual([
      { kind: 'seat', price_cents: 2000, discount_cents: 0 },
      { kind: 'card', price_cents: 300, discount_cents: -30 },
    ]);
    const [payment] = await bed.orders.rows<{ amount_cents: number; status: string }>(
      `select amount_cents, status from payments where order_id = $1`,
      [order.orderId],
    );
    expect(payment).toEqual({ amount_cents: 2270, status: 'succeeded' });
    // What the club owes the seller is what the buyer paid for the seat.
    const [payout] = await bed.orders.rows<{ amount_cents: number; status: string }>(
      `select amount_cents, status from resale_payouts where buyer_order_id = $1`,
      [order.orderId],
    );
    expect(payout).toEqual({ amount_cents: 2000, status: 'due' });
  });
});
