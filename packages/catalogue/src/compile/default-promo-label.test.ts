import { describe, expect, it } from 'vitest';
import { defaultPromoLabel } from './compile-promo-codes';

describe('the label a promo code gets when its file gives none', () => {
  it('writes an amount in the club’s currency (docs/product.md#money-and-dates)', () => {
    expect(defaultPromoLabel({ amount: 500 }, 'EUR')).toBe('-5 €');
    expect(defaultPromoLabel({ amount: 500 }, 'GBP')).toBe('-5 £');
    expect(defaultPromoLabel({ amount: 1250 }, 'GBP')).toBe('-12.50 £');
    expect(defaultPromoLabel({ amount: 500 }, 'CHF')).toBe('-5 CHF');
  });
  it('writes a percentage the same at every club', () => {
    expect(defaultPromoLabel({ percent: 10 }, 'GBP')).toBe('-10 %');
  });
});
