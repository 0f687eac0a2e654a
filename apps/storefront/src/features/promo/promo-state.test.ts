import { describe, expect, it } from 'vitest';
import type { PromoCode, PromoEvaluation } from './promo-model';
import { afterEvaluation, afterFailure, EMPTY_PROMO_STATE, isApplied, withoutCode } from './promo-state';

const code = (id: string, name = id.toUpperCase()): PromoCode => ({
  id,
  name,
  description: null,
  label: '-10 %',
  discountType: 'PERCENT',
  discountValue: 10,
  scope: 'ORDER',
});

const evaluation = (over: Partial<PromoEvaluation> = {}): PromoEvaluation => ({
  seatTicketDiscounts: {},
  ancillaryTicketDiscounts: {},
  promoCodeDiscounts: {},
  promoCodeErrors: {},
  grossAmount: 10000,
  discountAmount: -1000,
  totalAmount: 9000,
  ...over,
});

describe('afterEvaluation', () => {
  it('keeps every code and the evaluation when nothing is refused', () => {
    const result = evaluation({ promoCodeDiscounts: { a: -500, b: -500 } });
    const state = afterEvaluation([code('a'), code('b')], result, code('b'));
    expect(state.codes.map((c) => c.id)).toEqual(['a', 'b']);
    expect(state.evaluation).toBe(result);
    expect(state.error).toBeNull();
  });

  it('wipes all codes and discounts when any code is refused (docs/product.md#promo-codes)', () => {
    const result = evaluation({
      promoCodeDiscounts: { a: -1000 },
      promoCodeErrors: { b: { code: 'CANNOT_BE_CUMULATED', message: 'no' } },
    });
    const state = afterEvaluation([code('a'), code('b')], result, code('b'));
    expect(state.codes).toEqual([]);
    expect(state.evaluation).toBeNull();
    expect(state.error).toEqual({ code: 'CANNOT_BE_CUMULATED', name: 'B' });
  });

  it('wipes also when an earlier code is the one refused, and names it', () => {
    const result = evaluation({ promoCodeErrors: { a: { code: 'USAGE_LIMIT_REACHED', message: 'gone' } } });
    const state = afterEvaluation([code('a'), code('b')], result, code('b'));
    expect(state.codes).toEqual([]);
    expect(state.error).toEqual({ code: 'USAGE_LIMIT_REACHED', name: 'A' });
  });

  it("prefers the typed code's own refusal when several are refused", () => {
    const result = evaluation({
      promoCodeErrors: {
        a: { code: 'WRONG_EVENT', message: '' },
        b: { code: 'ORDER_AMOUNT_TOO_LOW', message: '' },
      },
    });
    expect(afterEvaluation([code('a'), code('b')], result, code('b')).error?.code).toBe(
      'ORDER_AMOUNT_TOO_LOW',
    );
  });
});

describe('afterFailure', () => {
  it('wipes the accepted codes and their discounts, as a refusal does, and shows why', () => {
    const accepted = afterEvaluation([code('a')], evaluation({ promoCodeDiscounts: { a: -1000 } }));
    expect(accepted.codes).toHaveLength(1);
    const state = afterFailure('PROMO_DOES_NOT_EXISTS', 'NOPE');
    expect(state.codes).toEqual([]);
    expect(state.evaluation).toBeNull();
    expect(state.error).toEqual({ code: 'PROMO_DOES_NOT_EXISTS', name: 'NOPE' });
    expect(afterFailure('THROTTLED', null, 30).error).toEqual({
      code: 'THROTTLED',
      name: null,
      retryAfterSeconds: 30,
    });
  });
});

describe('withoutCode and isApplied', () => {
  const state = { ...EMPTY_PROMO_STATE, codes: [code('a', 'RIVIERA10'), code('b', 'DERBY')] };
  it('drops one code and keeps the order of the others', () => {
    expect(withoutCode(state, 'a').map((c) => c.id)).toEqual(['b']);
  });
  it('compares typed names trimmed and case-insensitively', () => {
    expect(isApplied(state, '  riviera10 ')).toBe(true);
    expect(isApplied(state, 'RIVIERA20')).toBe(false);
  });
});
