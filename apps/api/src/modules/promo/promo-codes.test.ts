import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_ORDER } from '../orders/test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from '../orders/test-fixtures/orders-testbed';
import {
  applyCodes,
  EVALUATE,
  extensionsOf,
  insertPromoCode,
  ORDER_DISCOUNTS,
  PROMO_CODES,
  seatPicker,
  type EvaluationData,
  type OrderDiscountsData,
} from './test-fixtures/promo-fixture';

describe('promo codes on real orders', () => {
  let bed: OrdersTestbed;
  const seats = seatPicker('R1');
  beforeAll(async () => {
    bed = await startOrdersTestbed();
    await insertPromoCode(bed.db, 'riviera', {
      id: 'ten',
      name: 'Riviera10',
      description: '10 % off',
      rank: 2,
    });
    await insertPromoCode(bed.db, 'riviera', {
      id: 'five',
      label: '-5 €',
      discountType: 'absolute',
      discountValue: 500,
      scope: 'seat_tickets',
      rank: 1,
    });
    await insertPromoCode(bed.db, 'riviera', { id: 'card', scope: 'ancillaries', discountValue: 100 });
    await insertPromoCode(bed.db, 'riviera', { id: 'hidden', isActive: false });
    await insertPromoCode(bed.db, 'riviera', { id: 'once-each', perCustomerUsageLimit: 1 });
    await insertPromoCode(bed.db, 'riviera', {
      id: 'per-match',
      scope: 'seat_tickets',
      oneUsePerEventPerCustomer: true,
    });
    await insertPromoCode(bed.db, 'north-end', { id: 'north', name: 'NORTH10' });
  });
  afterAll(async () => {
    await bed.close();
  });

  const evaluate = (customerId: string, orderId: string, promoCodeIds: string[]) =>
    bed
      .data<EvaluationData>(EVALUATE, { customerId, orderId, promoCodeIds })
      .then((d) => d.evaluatePromoCodes);
  const orderView = async (customerId: string, orderId: string) =>
    (await bed.data<OrderDiscountsData>(ORDER_DISCOUNTS, { customerId, orderIds: [orderId] }))
      .showMyOrders[0];
  const errorCodes = (evaluation: EvaluationData['evaluatePromoCodes']) =>
    evaluation.promoCodeErrors.map((e) => [e.promoCodeId, e.code]);

  it('finds codes by name as typed (trimmed, any case) or by ids, never another club’s', async () => {
    const customerId = await bed.customer();
    const byName = await bed.data<{ promoCodes: Array<{ id: string; discountType: string; scope: string }> }>(
      PROMO_CODES,
      { customerId, name: '  riviera10 ', limit: 1 },
    );
    expect(byName.promoCodes).toEqual([
      expect.objectContaining({ id: 'ten', discountType: 'PERCENT', scope: 'ORDER', label: '-10 %' }),
    ]);
    const byIds = await bed.data<{ promoCodes: Array<{ id: string }> }>(PROMO_CODES, {
      customerId,
      ids: ['five', 'north', 'hidden', 'nope'],
    });
    expect(byIds.promoCodes.map((c) => c.id)).toEqual(['five']);
    const north = await bed.data<{ promoCodes: unknown[] }>(PROMO_CODES, { customerId, name: 'NORTH10' });
    expect(north.promoCodes).toEqual([]);
    expect(await bed.errorCode(PROMO_CODES, { customerId })).toBe('BAD_USER_INPUT');
  });

  it('evaluates codes on the customer’s order on hold without changing it', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', seats(2));
    const [first, second] = order.ticketGroups[0]?.seatTickets ?? [];
    const card = order.ticketGroups.flatMap((g) => g.ancillaryTickets)[0];
    const result = await evaluate(customerId, order.orderId, ['ten', 'five', 'north', 'hidden']);
    // 5 € first (rank 1) over both seats, then 10 % of what is left: 27.50 → 2.75, and 30 cents of the card.
    const byTicket = (discounts: typeof result.seatTicketDiscounts) =>
      discounts.map((d) => `${d.promoCodeId} ${d.ticketId} ${d.amount}`).sort();
    expect(byTicket(result.seatTicketDiscounts)).toEqual(
      byTicket([
        { ticketId: first?.id ?? '', promoCodeId: 'five', amount: -250 },
        { ticketId: second?.id ?? '', promoCodeId: 'five', amount: -250 },
        { ticketId: first?.id ?? '', promoCodeId: 'ten', amount: -275 },
        { ticketId: second?.id ?? '', promoCodeId: 'ten', amount: -275 },
      ]),
    );
    expect(result.ancillaryTicketDiscounts).toEqual([
      { ticketId: card?.id, promoCodeId: 'ten', amount: -30 },
    ]);
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 'five', amount: -500 },
      { promoCodeId: 'ten', amount: -580 },
    ]);
    expect(errorCodes(result)).toEqual([
      ['north', 'PROMO_DOES_NOT_EXISTS'],
      ['hidden', 'PROMO_DOES_NOT_EXISTS'],
    ]);
    expect(result).toMatchObject({ grossAmount: 6300, discountAmount: -1080, totalAmount: 5220 });
    expect(await orderView(customerId, order.orderId)).toMatchObject({
      discountAmount: 0,
      appliedDiscounts: [],
      promoCodeIds: [],
    });
  });

  it('answers only for the customer’s own order on hold, with valid arguments', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', seats(1));
    const stranger = await bed.customer();
    const args = { customerId: stranger, orderId: order.orderId, promoCodeIds: ['ten'] };
    expect(await bed.errorCode(EVALUATE, args)).toBe('ORDER_NOT_FOUND');
    expect(await bed.errorCode(EVALUATE, { ...args, customerId }, { club: 'north-end' })).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(await bed.errorCode(EVALUATE, { ...args, customerId: 'not-a-uuid' })).toBe('BAD_USER_INPUT');
    await bed.data(CANCEL_ORDER, { customerId, orderId: order.orderId });
    expect(await bed.errorCode(EVALUATE, { ...args, customerId })).toBe('ORDER_NOT_ON_HOLD');
  });

  it('applies codes: ticket discounts, the order’s amounts, its applied discounts and uses', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', seats(2));
    const amounts = await applyCodes(bed, {
      customerId,
      orderId: order.orderId,
      promoCodeIds: ['ten', 'five'],
    });
    expect(amounts).toEqual({ grossCents: 6300, discountCents: -1080, totalCents: 5220 });
    const view = await orderView(customerId, order.orderId);
    expect(view).toMatchObject({ grossAmount: 6300, discountAmount: -1080, totalAmount: 5220 });
    expect(view?.promoCodeIds).toEqual(['five', 'ten']);
    expect(view?.appliedDiscounts).toEqual([
      { rank: 1, promoCode: { id: 'five', name: 'FIVE', description: null } },
      { rank: 2, promoCode: { id: 'ten', name: 'Riviera10', description: '10 % off' } },
    ]);
    expect(view?.ticketGroups.flatMap((g) => g.seatTickets.map((t) => t.discountAmount))).toEqual([
      -525, -525,
    ]);
    expect(view?.ticketGroups.flatMap((g) => g.ancillaryTickets.map((t) => t.discountAmount))).toEqual([-30]);
    const uses = await bed.rows<{ promo_code_id: string; event_id: string | null }>(
      `select promo_code_id, event_id from promo_code_uses where tenant_id = 'riviera' and order_id = $1 order by 1`,
      [order.orderId],
    );
    expect(uses).toEqual([
      { promo_code_id: 'five', event_id: 'match-open' },
      { promo_code_id: 'ten', event_id: 'match-open' },
    ]);
    // Its own uses do not count against it: evaluating again gives the same answer.
    const again = await evaluate(customerId, order.orderId, ['ten', 'five']);
    expect(again.discountAmount).toBe(-1080);
  });

  it('re-applying replaces the earlier codes, and no code clears them', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', seats(1));
    await applyCodes(bed, { customerId, orderId: order.orderId, promoCodeIds: ['ten'] });
    await applyCodes(bed, { customerId, orderId: order.orderId, promoCodeIds: ['card'] });
    let view = await orderView(customerId, order.orderId);
    expect(view).toMatchObject({ grossAmount: 3300, discountAmount: -300, promoCodeIds: ['card'] });
    expect(view?.ticketGroups.flatMap((g) => g.seatTickets.map((t) => t.discountAmount))).toEqual([0]);
    const uses = () =>
      bed.rows<{ promo_code_id: string }>(
        `select promo_code_id from promo_code_uses where tenant_id = 'riviera' and order_id = $1`,
        [order.orderId],
      );
    expect(await uses()).toEqual([{ promo_code_id: 'card' }]);
    await applyCodes(bed, { customerId, orderId: order.orderId, promoCodeIds: [] });
    view = await orderView(customerId, order.orderId);
    expect(view).toMatchObject({
      discountAmount: 0,
      totalAmount: 3300,
      promoCodeIds: [],
      appliedDiscounts: [],
    });
    expect(await uses()).toEqual([]);
  });

  it('refuses to apply when a code is refused, leaving the order as it was', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(customerId, 'match-open', seats(1));
    await applyCodes(bed, { customerId, orderId: order.orderId, promoCodeIds: ['ten'] });
    const failure = await applyCodes(bed, {
      customerId,
      orderId: order.orderId,
      promoCodeIds: ['five', 'north'],
    }).catch((error: unknown) => error);
    expect(extensionsOf(failure)).toMatchObject({
      code: 'PROMO_REJECTED',
      promoCodeErrors: [{ promoCodeId: 'north', code: 'PROMO_DOES_NOT_EXISTS', message: expect.any(String) }],
    });
    expect(await orderView(customerId, order.orderId)).toMatchObject({
      discountAmount: -330,
      promoCodeIds: ['ten'],
    });
  });

  it('counts a customer’s uses only while their orders live: cancelled or expired ones free up', async () => {
    const customerId = await bed.customer();
    const first = await bed.hold(customerId, 'match-open', seats(1));
    await applyCodes(bed, { customerId, orderId: first.orderId, promoCodeIds: ['once-each'] });
    const second = await bed.hold(customerId, 'match-open', seats(1));
    expect(errorCodes(await evaluate(customerId, second.orderId, ['once-each']))).toEqual([
      ['once-each', 'CUSTOMER_USAGE_LIMIT_REACHED'],
    ]);
    // Another fan is not limited by this one's use.
    const other = await bed.customer();
    const theirs = await bed.hold(other, 'match-open', seats(1));
    expect(errorCodes(await evaluate(other, theirs.orderId, ['once-each']))).toEqual([]);

    // The first order runs out of time (not yet swept) while paying: its use still counts.
    await bed.rows(
      `update orders set expires_at = $2, has_transaction_in_progress = true where tenant_id = 'riviera' and id = $1`,
      [first.orderId, new Date(bed.clock.now().getTime() - 60_000)],
    );
    expect(errorCodes(await evaluate(customerId, second.orderId, ['once-each']))).toHaveLength(1);
    // No payment running: the expired order's use frees up although nobody deleted it.
    await bed.rows(
      `update orders set has_transaction_in_progress = false where tenant_id = 'riviera' and id = $1`,
      [first.orderId],
    );
    expect(errorCodes(await evaluate(customerId, second.orderId, ['once-each']))).toEqual([]);
    await applyCodes(bed, { customerId, orderId: second.orderId, promoCodeIds: ['once-each'] });
    const third = await bed.hold(customerId, 'match-open', seats(1));
    expect(errorCodes(await evaluate(customerId, third.orderId, ['once-each']))).toEqual([
      ['once-each', 'CUSTOMER_USAGE_LIMIT_REACHED'],
    ]);
    await bed.data(CANCEL_ORDER, { customerId, orderId: second.orderId });
    expect(errorCodes(await evaluate(customerId, third.orderId, ['once-each']))).toEqual([]);
  });

  it('allows one use per match per customer, other matches staying open', async () => {
    const customerId = await bed.customer();
    const first = await bed.hold(customerId, 'match-open', seats(1));
    await applyCodes(bed, { customerId, orderId: first.orderId, promoCodeIds: ['per-match'] });
    const sameMatch = await bed.hold(customerId, 'match-open', seats(1));
    expect(errorCodes(await evaluate(customerId, sameMatch.orderId, ['per-match']))).toEqual([
      ['per-match', 'ONE_USE_PER_EVENT_PER_CUSTOMER'],
    ]);
    const otherMatch = await bed.hold(customerId, 'match-third', seats(1));
    const other = await evaluate(customerId, otherMatch.orderId, ['per-match']);
    expect(other).toMatchObject({ promoCodeErrors: [], discountAmount: -300 });
    await bed.data(CANCEL_ORDER, { customerId, orderId: first.orderId });
    expect(errorCodes(await evaluate(customerId, sameMatch.orderId, ['per-match']))).toEqual([]);
  });

  it('keeps clubs apart: another club’s code does not exist here', async () => {
    const customerId = await bed.customer('north-end');
    const order = await bed.hold(customerId, 'match-open', seats(1), 'north-end');
    const answer = await bed.data<EvaluationData>(
      EVALUATE,
      { customerId, orderId: order.orderId, promoCodeIds: ['ten', 'north'] },
      { club: 'north-end' },
    );
    expect(errorCodes(answer.evaluatePromoCodes)).toEqual([['ten', 'PROMO_DOES_NOT_EXISTS']]);
    expect(answer.evaluatePromoCodes.promoCodeDiscounts).toEqual([{ promoCodeId: 'north', amount: -300 }]);
  });
});
