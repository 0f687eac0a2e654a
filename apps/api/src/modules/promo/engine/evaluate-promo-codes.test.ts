import { describe, expect, it } from 'vitest';
import { evaluatePromoCodes } from './evaluate-promo-codes';
import type {
  PromoCodeRule,
  PromoEvaluationInput,
  PromoLine,
  PromoRejectionCode,
  PromoUsage,
} from './promo-types';

const NOW = new Date('2026-03-01T12:00:00Z');
const CUSTOMER = { id: '00000000-0000-4000-8000-000000000001', isEarlyBird: false };

function code(id: string, rule: Partial<PromoCodeRule> = {}): PromoCodeRule {
  return {
    id,
    name: id.toUpperCase(),
    description: null,
    discountType: 'percent',
    discountValue: 10,
    scope: 'order',
    canBeCumulated: true,
    rank: 0,
    minOrderAmountCents: null,
    maxOrderAmountCents: null,
    usageLimit: null,
    perCustomerUsageLimit: null,
    oneUsePerEventPerCustomer: false,
    validFrom: null,
    validUntil: null,
    packIds: [],
    eventIds: [],
    categoryIds: [],
    productIds: [],
    earlyBirdsOnly: false,
    customerIds: [],
    isActive: true,
    ...rule,
  };
}

function seat(id: string, priceCents: number, line: Partial<PromoLine> = {}): PromoLine {
  return {
    id,
    kind: 'seat',
    priceCents,
    eventId: 'm1',
    packId: null,
    categoryId: 'cat-a',
    productId: 'full',
    isResale: false,
    ...line,
  };
}

function parking(id: string, priceCents: number, eventId = 'm1'): PromoLine {
  return {
    id,
    kind: 'ancillary',
    priceCents,
    eventId,
    packId: null,
    categoryId: null,
    productId: 'm1-p1',
    isResale: false,
  };
}

const CARD: PromoLine = {
  id: 'card',
  kind: 'ancillary',
  priceCents: 300,
  eventId: null,
  packId: null,
  categoryId: null,
  productId: 'plastic-card',
  isResale: false,
};

/** Two 30 € seats of match m1, a 12 € parking and the 3 € card: 75 € gross. */
const ORDER: PromoLine[] = [seat('s1', 3000), seat('s2', 3000), parking('p1', 1200), CARD];

function evaluate(
  codes: PromoCodeRule[],
  requestedIds: string[] = codes.map((c) => c.id),
  options: Partial<Omit<PromoEvaluationInput, 'codes' | 'requestedIds' | 'usage'>> & {
    usage?: Record<string, PromoUsage>;
  } = {},
) {
  return evaluatePromoCodes({
    lines: options.lines ?? ORDER,
    customer: options.customer ?? CUSTOMER,
    requestedIds,
    codes: new Map(codes.map((c) => [c.id, c])),
    usage: new Map(Object.entries(options.usage ?? {})),
    now: options.now ?? NOW,
  });
}

/** The single rejection reason of a one-code evaluation (and that it discounted nothing). */
function reasonOf(result: ReturnType<typeof evaluate>): PromoRejectionCode | undefined {
  expect(result.promoCodeDiscounts).toEqual([]);
  expect(result.discountCents).toBe(0);
  expect(result.promoCodeErrors).toHaveLength(1);
  return result.promoCodeErrors[0]?.code;
}

const usage = (partial: Partial<PromoUsage>): PromoUsage => ({
  orders: 0,
  customerOrders: 0,
  customerEventIds: [],
  ...partial,
});

describe('evaluatePromoCodes: discounts', () => {
  it('gives gross, discount and total with no code', () => {
    const result = evaluate([]);
    expect(result).toMatchObject({
      grossCents: 7500,
      discountCents: 0,
      totalCents: 7500,
      promoCodeErrors: [],
    });
  });

  it('takes a percent off every line of the order, per line, summing to the code total', () => {
    const result = evaluate([code('ten')]);
    expect(result.seatTicketDiscounts).toEqual([
      { ticketId: 's1', promoCodeId: 'ten', amount: -300 },
      { ticketId: 's2', promoCodeId: 'ten', amount: -300 },
    ]);
    expect(result.ancillaryTicketDiscounts).toEqual([
      { ticketId: 'p1', promoCodeId: 'ten', amount: -120 },
      { ticketId: 'card', promoCodeId: 'ten', amount: -30 },
    ]);
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 'ten', amount: -750 }]);
    expect(result).toMatchObject({ discountCents: -750, totalCents: 6750, appliedCodeIds: ['ten'] });
  });

  it('rounds a percent half up on each ticket, the code total being their sum', () => {
    const lines = [seat('a', 1005), seat('b', 1005), seat('c', 1004)];
    const result = evaluate([code('ten', { scope: 'seat_tickets' })], undefined, { lines });
    expect(result.seatTicketDiscounts.map((d) => d.amount)).toEqual([-101, -101, -100]);
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 'ten', amount: -302 }]);
    expect(result.totalCents).toBe(3014 - 302);
  });

  it('spreads an absolute seat-ticket discount over the seat tickets only', () => {
    const result = evaluate([
      code('five', { discountType: 'absolute', discountValue: 500, scope: 'seat_tickets' }),
    ]);
    expect(result.seatTicketDiscounts.map((d) => d.amount)).toEqual([-250, -250]);
    expect(result.ancillaryTicketDiscounts).toEqual([]);
    expect(result.discountCents).toBe(-500);
  });

  it('discounts ancillaries only with an ancillary code', () => {
    const result = evaluate([
      code('park', {
        discountType: 'absolute',
        discountValue: 500,
        scope: 'ancillaries',
        productIds: ['m1-p1'],
      }),
    ]);
    expect(result.seatTicketDiscounts).toEqual([]);
    expect(result.ancillaryTicketDiscounts).toEqual([{ ticketId: 'p1', promoCodeId: 'park', amount: -500 }]);
  });

  it('spreads an order code over all lines and never takes more than the price', () => {
    const result = evaluate([code('big', { discountType: 'absolute', discountValue: 100_000 })]);
    expect(result.discountCents).toBe(-7500);
    expect(result.totalCents).toBe(0);
    expect([...result.seatTicketDiscounts, ...result.ancillaryTicketDiscounts].map((d) => d.amount)).toEqual([
      -3000, -3000, -1200, -300,
    ]);
  });

  it('spreads an absolute amount in proportion, summing exactly', () => {
    const lines = [seat('a', 3001), seat('b', 3000), seat('c', 3000)];
    const result = evaluate(
      [code('ten-euros', { discountType: 'absolute', discountValue: 1000 })],
      undefined,
      {
        lines,
      },
    );
    expect(result.seatTicketDiscounts.map((d) => d.amount)).toEqual([-334, -333, -333]);
    expect(result.discountCents).toBe(-1000);
  });
});

describe('evaluatePromoCodes: cumulation and rank', () => {
  const lines = [seat('a', 10_000)];
  const fiveEuros = (rank: number) =>
    code('five', { discountType: 'absolute', discountValue: 500, scope: 'seat_tickets', rank });
  const tenPercent = (rank: number) => code('ten', { rank });

  it('applies lower ranks first, each on what the codes before left to pay', () => {
    // 5 € then 10 %: 10 % of 95 € = 9.50 €.
    const absoluteFirst = evaluate([tenPercent(2), fiveEuros(1)], undefined, { lines });
    expect(absoluteFirst.appliedCodeIds).toEqual(['five', 'ten']);
    expect(absoluteFirst.promoCodeDiscounts).toEqual([
      { promoCodeId: 'five', amount: -500 },
      { promoCodeId: 'ten', amount: -950 },
    ]);
    // 10 % then 5 €: 10 € + 5 €.
    const percentFirst = evaluate([tenPercent(1), fiveEuros(2)], ['five', 'ten'], { lines });
    expect(percentFirst.appliedCodeIds).toEqual(['ten', 'five']);
    expect(percentFirst.discountCents).toBe(-1500);
  });

  it('applies codes of the same rank in the order given', () => {
    const result = evaluate([tenPercent(0), fiveEuros(0)], ['ten', 'five'], { lines });
    expect(result.appliedCodeIds).toEqual(['ten', 'five']);
    expect(evaluate([tenPercent(0), fiveEuros(0)], ['five', 'ten'], { lines }).appliedCodeIds).toEqual([
      'five',
      'ten',
    ]);
  });

  it('adds up the codes of one ticket and never takes it below zero', () => {
    const result = evaluate(
      [
        code('half', { discountValue: 50, rank: 1 }),
        code('all', { discountType: 'absolute', discountValue: 9_999, rank: 2 }),
      ],
      undefined,
      { lines },
    );
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 'half', amount: -5000 },
      { promoCodeId: 'all', amount: -5000 },
    ]);
    expect(result.totalCents).toBe(0);
  });

  it('refuses a non-cumulable code given after another, keeping the first applied', () => {
    const solo = code('solo', { canBeCumulated: false, rank: 5 });
    const result = evaluate([tenPercent(1), solo], ['ten', 'solo'], { lines });
    expect(result.appliedCodeIds).toEqual(['ten']);
    expect(result.promoCodeErrors).toEqual([
      { promoCodeId: 'solo', code: 'CANNOT_BE_CUMULATED', message: expect.any(String) },
    ]);
  });

  it('refuses any code applied after a non-cumulable one, by rank rather than as given', () => {
    const solo = code('solo', { canBeCumulated: false, rank: 0 });
    const result = evaluate([tenPercent(1), solo], ['ten', 'solo'], { lines });
    expect(result.appliedCodeIds).toEqual(['solo']);
    expect(result.promoCodeErrors.map((e) => [e.promoCodeId, e.code])).toEqual([
      ['ten', 'CANNOT_BE_CUMULATED'],
    ]);
  });

  it('keeps a non-cumulable code alone without complaint', () => {
    expect(evaluate([code('solo', { canBeCumulated: false })]).promoCodeErrors).toEqual([]);
  });

  it('does not let a refused code block a non-cumulable one', () => {
    const expired = code('old', { validUntil: new Date('2026-01-01T00:00:00Z') });
    const solo = code('solo', { canBeCumulated: false, rank: 1 });
    const result = evaluate([expired, solo]);
    expect(result.appliedCodeIds).toEqual(['solo']);
    expect(result.promoCodeErrors.map((e) => e.code)).toEqual(['OUTSIDE_VALIDITY_DATES']);
  });
});

describe('evaluatePromoCodes: rejections', () => {
  it('PROMO_DOES_NOT_EXISTS for an unknown or inactive code', () => {
    expect(reasonOf(evaluate([], ['nope']))).toBe('PROMO_DOES_NOT_EXISTS');
    expect(reasonOf(evaluate([code('off', { isActive: false })]))).toBe('PROMO_DOES_NOT_EXISTS');
  });

  it('ONLY_ONE_USE_PER_ORDER when the same code is given twice, which then discounts nothing', () => {
    const result = evaluate([code('ten')], ['ten', 'ten']);
    expect(reasonOf(result)).toBe('ONLY_ONE_USE_PER_ORDER');
  });

  it('OUTSIDE_VALIDITY_DATES before the start and from the end on', () => {
    const from = code('soon', { validFrom: new Date('2026-03-02T00:00:00Z') });
    const until = code('gone', { validUntil: NOW });
    expect(reasonOf(evaluate([from]))).toBe('OUTSIDE_VALIDITY_DATES');
    expect(reasonOf(evaluate([until]))).toBe('OUTSIDE_VALIDITY_DATES');
    expect(
      evaluate([code('open', { validFrom: NOW, validUntil: new Date('2026-03-02T00:00:00Z') })])
        .promoCodeErrors,
    ).toEqual([]);
  });

  it('ORDER_AMOUNT_TOO_LOW and ORDER_AMOUNT_TOO_HIGH against the gross amount, bounds included', () => {
    expect(reasonOf(evaluate([code('min', { minOrderAmountCents: 7501 })]))).toBe('ORDER_AMOUNT_TOO_LOW');
    expect(reasonOf(evaluate([code('max', { maxOrderAmountCents: 7499 })]))).toBe('ORDER_AMOUNT_TOO_HIGH');
    expect(
      evaluate([code('exact', { minOrderAmountCents: 7500, maxOrderAmountCents: 7500 })]).promoCodeErrors,
    ).toEqual([]);
  });

  it('INVALID_FOR_CUSTOMER for early-bird codes and customer lists', () => {
    expect(reasonOf(evaluate([code('early', { earlyBirdsOnly: true })]))).toBe('INVALID_FOR_CUSTOMER');
    const earlyBird = { ...CUSTOMER, isEarlyBird: true };
    expect(
      evaluate([code('early', { earlyBirdsOnly: true })], undefined, { customer: earlyBird }).promoCodeErrors,
    ).toEqual([]);
    expect(reasonOf(evaluate([code('vip', { customerIds: ['someone-else'] })]))).toBe('INVALID_FOR_CUSTOMER');
    expect(evaluate([code('vip', { customerIds: [CUSTOMER.id] })]).promoCodeErrors).toEqual([]);
  });

  it('USAGE_LIMIT_REACHED once other live orders used it as often as allowed', () => {
    const limited = code('once', { usageLimit: 1 });
    expect(reasonOf(evaluate([limited], undefined, { usage: { once: usage({ orders: 1 }) } }))).toBe(
      'USAGE_LIMIT_REACHED',
    );
    expect(evaluate([limited]).promoCodeErrors).toEqual([]);
    expect(reasonOf(evaluate([code('none', { usageLimit: 0 })]))).toBe('USAGE_LIMIT_REACHED');
  });

  it('CUSTOMER_USAGE_LIMIT_REACHED once this customer used it as often as allowed', () => {
    const twice = code('twice', { perCustomerUsageLimit: 2 });
    expect(
      reasonOf(evaluate([twice], undefined, { usage: { twice: usage({ orders: 5, customerOrders: 2 }) } })),
    ).toBe('CUSTOMER_USAGE_LIMIT_REACHED');
    expect(
      evaluate([twice], undefined, { usage: { twice: usage({ orders: 5, customerOrders: 1 }) } })
        .promoCodeErrors,
    ).toEqual([]);
  });

  it('ONE_USE_PER_EVENT_PER_CUSTOMER when this customer used it for a match of the order', () => {
    const perEvent = code('match', { oneUsePerEventPerCustomer: true, scope: 'seat_tickets' });
    const usedFor = (eventIds: string[]) => ({
      match: usage({ orders: 1, customerOrders: 1, customerEventIds: eventIds }),
    });
    expect(reasonOf(evaluate([perEvent], undefined, { usage: usedFor(['m1']) }))).toBe(
      'ONE_USE_PER_EVENT_PER_CUSTOMER',
    );
    expect(evaluate([perEvent], undefined, { usage: usedFor(['m2']) }).promoCodeErrors).toEqual([]);
  });

  it('WRONG_EVENT, WRONG_PACK, WRONG_CATEGORY and WRONG_PRODUCT when no line matches', () => {
    expect(reasonOf(evaluate([code('c', { eventIds: ['m9'] })]))).toBe('WRONG_EVENT');
    expect(reasonOf(evaluate([code('c', { packIds: ['season'] })]))).toBe('WRONG_PACK');
    expect(reasonOf(evaluate([code('c', { scope: 'seat_tickets', categoryIds: ['cat-z'] })]))).toBe(
      'WRONG_CATEGORY',
    );
    expect(reasonOf(evaluate([code('c', { scope: 'seat_tickets', productIds: ['child'] })]))).toBe(
      'WRONG_PRODUCT',
    );
  });

  it('WRONG_PRODUCT for a code whose scope has no line in the order', () => {
    const onlySeats = [seat('s1', 3000)];
    expect(
      reasonOf(evaluate([code('park', { scope: 'ancillaries' })], undefined, { lines: onlySeats })),
    ).toBe('WRONG_PRODUCT');
  });

  it('discounts only the lines that match its restrictions', () => {
    const lines = [
      seat('pack-seat', 2000, { packId: 'pack-1', eventId: 'm3' }),
      seat('child-seat', 1000, { productId: 'child', eventId: 'm3' }),
      seat('other-match', 3000, { eventId: 'm4' }),
    ];
    const packCode = code('pack', { packIds: ['pack-1'], scope: 'seat_tickets' });
    expect(evaluate([packCode], undefined, { lines }).seatTicketDiscounts).toEqual([
      { ticketId: 'pack-seat', promoCodeId: 'pack', amount: -200 },
    ]);
    const eventCode = code('event', { eventIds: ['m3'], productIds: ['child'], scope: 'seat_tickets' });
    expect(evaluate([eventCode], undefined, { lines }).seatTicketDiscounts).toEqual([
      { ticketId: 'child-seat', promoCodeId: 'event', amount: -100 },
    ]);
  });

  it('lists every refused code once, in the order given, with a sentence', () => {
    const result = evaluate(
      [code('ok'), code('old', { validUntil: new Date('2026-01-01T00:00:00Z') })],
      ['x', 'ok', 'old', 'x'],
    );
    expect(result.appliedCodeIds).toEqual(['ok']);
    expect(result.promoCodeErrors.map((e) => [e.promoCodeId, e.code])).toEqual([
      ['x', 'ONLY_ONE_USE_PER_ORDER'],
      ['old', 'OUTSIDE_VALIDITY_DATES'],
    ]);
    for (const error of result.promoCodeErrors) expect(error.message.length).toBeGreaterThan(10);
  });

  it('records the events each accepted code was used for', () => {
    const lines = [seat('a', 1000, { eventId: 'm3' }), seat('b', 1000, { eventId: 'm4' }), CARD];
    const result = evaluate(
      [code('all'), code('card', { scope: 'ancillaries', productIds: ['plastic-card'] })],
      undefined,
      {
        lines,
      },
    );
    expect(result.usedEventIds.get('all')).toEqual(['m3', 'm4']);
    expect(result.usedEventIds.get('card')).toEqual([null]);
  });
});

describe('evaluatePromoCodes: resale seats', () => {
  // A fan's listing bought at 20 €: the seller is owed the 20 €, so nothing may come off it.
  const resale = seat('r1', 2000, { productId: 'resale', isResale: true });

  it('discounts none of them, whatever the scope, and counts them in the gross amount only', () => {
    const result = evaluate(
      [code('ten'), code('five', { discountType: 'absolute', discountValue: 500 })],
      undefined,
      {
        lines: [resale, seat('s1', 3000), CARD],
      },
    );
    expect(result.promoCodeErrors).toEqual([]);
    expect(result.seatTicketDiscounts).toEqual([
      { ticketId: 's1', promoCodeId: 'ten', amount: -300 },
      { ticketId: 's1', promoCodeId: 'five', amount: -455 },
    ]);
    expect(result.ancillaryTicketDiscounts).toEqual([
      { ticketId: 'card', promoCodeId: 'ten', amount: -30 },
      { ticketId: 'card', promoCodeId: 'five', amount: -45 },
    ]);
    expect(result).toMatchObject({ grossCents: 5300, discountCents: -830, totalCents: 4470 });
  });

  it('refuses a code that would find nothing but resale seats (WRONG_PRODUCT)', () => {
    for (const scope of ['order', 'seat_tickets'] as const)
      expect(reasonOf(evaluate([code('ten', { scope })], undefined, { lines: [resale] }))).toBe(
        'WRONG_PRODUCT',
      );
  });

  it('judges a code’s order amounts without them', () => {
    const big = code('big', { minOrderAmountCents: 3000 });
    expect(reasonOf(evaluate([big], undefined, { lines: [resale, seat('s1', 1500)] }))).toBe(
      'ORDER_AMOUNT_TOO_LOW',
    );
    const small = code('small', { maxOrderAmountCents: 2000 });
    const result = evaluate([small], undefined, {
      lines: [seat('r2', 5000, { isResale: true }), seat('s1', 1500)],
    });
    expect(result.promoCodeErrors).toEqual([]);
    expect(result.discountCents).toBe(-150);
  });
});
