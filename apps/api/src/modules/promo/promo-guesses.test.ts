import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPoolOf } from '../../database/sql-client';
import { orderError } from '../orders/order-errors';
import { ABUSE_LIMITS, createAbuseLimiter, type AbuseLimiter } from '../identity/abuse-limits';
import { startOrdersTestbed, type OrdersTestbed } from '../orders/test-fixtures/orders-testbed';
import { PAYMENT_OPTIONS } from '../payments/test-fixtures/payment-operations';
import { guessing } from './promo-guesses';
import { EVALUATE, insertPromoCode, PROMO_CODES, seatPicker } from './test-fixtures/promo-fixture';

/** Misses allowed in these tests: 3 per customer, 5 per address (production: 10 and 50, ADR 0041). */
const PER_CUSTOMER = 3;
const PER_ADDRESS = 5;

describe('guessing promo codes (rate-limiter-flexible on PostgreSQL)', () => {
  let bed: OrdersTestbed;
  let abuse: AbuseLimiter;
  const seats = seatPicker('R2');
  beforeAll(async () => {
    bed = await startOrdersTestbed();
    await insertPromoCode(bed.db, 'riviera', { id: 'ten', name: 'Riviera10' });
    abuse = createAbuseLimiter(connectionPoolOf(bed.db), {
      ...ABUSE_LIMITS,
      promoMissByCustomer: { points: PER_CUSTOMER, durationSeconds: 600 },
      promoMissByAddress: { points: PER_ADDRESS, durationSeconds: 600 },
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  let addresses = 0;
  /** A client address of its own for each test: the counters outlive a test. */
  const newAddress = () => `198.18.7.${(addresses += 1)}`;
  const lookUp = async (customerId: string, address: string, name: string) => {
    const answer = await bed.gql<{ promoCodes: Array<{ id: string }> }>(
      PROMO_CODES,
      { customerId, name, limit: 1 },
      { abuse, clientAddress: address },
    );
    return answer.errors ? answer.errors[0]?.extensions : answer.data?.promoCodes.map((code) => code.id);
  };

  it("refuses the customer's next look-up once their misses are used up; codes that exist never count", async () => {
    const fan = await bed.customer();
    const address = newAddress();
    // Re-applying the club's code, however often, is not guessing.
    for (let i = 0; i < PER_CUSTOMER + 2; i += 1)
      expect(await lookUp(fan, address, 'riviera10')).toEqual(['ten']);
    for (let i = 0; i < PER_CUSTOMER; i += 1) expect(await lookUp(fan, address, `GUESS${i}`)).toEqual([]);
    // The next one is refused, the club's real code included, with the wait.
    const refused = await lookUp(fan, address, 'Riviera10');
    expect(refused).toMatchObject({ code: 'THROTTLED' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Another fan elsewhere is not affected.
    expect(await lookUp(await bed.customer(), newAddress(), 'Riviera10')).toEqual(['ten']);
  });

  it('limits the fans of one address together', async () => {
    const address = newAddress();
    const fans = [await bed.customer(), await bed.customer(), await bed.customer()];
    // 2 + 2 + 1 misses: every fan under their own limit, the address at its own.
    for (const [i, fan] of fans.entries())
      for (let j = 0; j < (i < 2 ? 2 : 1); j += 1)
        expect(await lookUp(fan, address, `SHARED${i}${j}`)).toEqual([]);
    expect(await lookUp(fans[2] ?? '', address, 'Riviera10')).toMatchObject({ code: 'THROTTLED' });
    expect(await lookUp(fans[2] ?? '', newAddress(), 'Riviera10')).toEqual(['ten']);
  });

  it('counts unknown ids, evaluations and payment options alike, and lets a fan under the limit evaluate', async () => {
    const fan = await bed.customer();
    const call = { abuse, clientAddress: newAddress() };
    const order = await bed.hold(fan, 'match-open', seats(1));
    const byIds = await bed.data<{ promoCodes: Array<{ id: string }> }>(
      PROMO_CODES,
      { customerId: fan, ids: ['ten', 'promo-guess'] },
      call,
    );
    expect(byIds.promoCodes.map((code) => code.id)).toEqual(['ten']);
    // Under the limit, the real code evaluates as ever.
    const evaluated = await bed.data<{ evaluatePromoCodes: { promoCodeErrors: Array<{ code: string }> } }>(
      EVALUATE,
      { customerId: fan, orderId: order.orderId, promoCodeIds: ['ten', 'promo-other'] },
      call,
    );
    expect(evaluated.evaluatePromoCodes.promoCodeErrors.map((error) => error.code)).toEqual([
      'PROMO_DOES_NOT_EXISTS',
    ]);
    await bed.data(
      PAYMENT_OPTIONS,
      { customerId: fan, orderId: order.orderId, promoCodeIds: ['promo-third'] },
      call,
    );
    // Three misses (one id, one evaluation, one payment option): every way of asking is refused now.
    for (const [query, variables] of [
      [EVALUATE, { customerId: fan, orderId: order.orderId, promoCodeIds: ['ten'] }],
      [PAYMENT_OPTIONS, { customerId: fan, orderId: order.orderId, promoCodeIds: ['ten'] }],
      [PROMO_CODES, { customerId: fan, ids: ['ten'] }],
    ] as const)
      expect(await bed.errorCode(query, variables, call)).toBe('THROTTLED');
    // Paying without codes is not a look-up.
    await bed.data(PAYMENT_OPTIONS, { customerId: fan, orderId: order.orderId, promoCodeIds: [] }, call);
  });

  it('counts the unknown codes of a checkout that refused them, its transaction rolled back', async () => {
    const misses: number[] = [];
    const refusal = orderError('PROMO_REJECTED', 'A promo code was refused', {
      promoCodeErrors: [
        { promoCodeId: 'promo-guess', code: 'PROMO_DOES_NOT_EXISTS' },
        { promoCodeId: 'ten', code: 'WRONG_EVENT' },
      ],
    });
    const guesses = { check: async () => {}, miss: async (count: number) => void misses.push(count) };
    await expect(
      guessing(
        guesses,
        () => Promise.reject(refusal),
        () => 0,
      ),
    ).rejects.toBe(refusal);
    expect(misses).toEqual([1]);
  });
});
