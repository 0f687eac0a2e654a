import { describe, expect, it } from 'vitest';
import {
  parseCheckoutQuery,
  paymentFailurePath,
  paymentTypePath,
  summaryReturnPath,
  validationPath,
} from './checkout-query';

describe('parseCheckoutQuery', () => {
  it('reads the payment type step', () => {
    expect(parseCheckoutQuery({ orderId: 'o-1', promoCodeIds: 'p1,p2' })).toEqual({
      orderId: 'o-1',
      numberOfInstallments: null,
      promoCodeIds: ['p1', 'p2'],
    });
  });
  it('reads a payment start, with repeated or comma-separated codes, without duplicates', () => {
    expect(
      parseCheckoutQuery({ orderId: 'o-1', numberOfInstallments: '3', promoCodeIds: ['p1', 'p2,p1'] }),
    ).toEqual({ orderId: 'o-1', numberOfInstallments: 3, promoCodeIds: ['p1', 'p2'] });
  });
  it('drops malformed values instead of passing them on', () => {
    expect(
      parseCheckoutQuery({ orderId: '../x', numberOfInstallments: '1.5', promoCodeIds: 'ok,<script>,' }),
    ).toEqual({ orderId: null, numberOfInstallments: null, promoCodeIds: ['ok'] });
    expect(parseCheckoutQuery({ orderId: 'o', numberOfInstallments: '0' }).numberOfInstallments).toBeNull();
  });
});

describe('checkout paths', () => {
  it('round-trip through the parser', () => {
    const failed = new URL(paymentFailurePath('o-1', ['p1', 'p2'], 'PAYMENT_NOT_STARTED'), 'http://x');
    expect(failed.pathname).toBe('/checkout');
    expect(failed.searchParams.get('failure')).toBe('PAYMENT_NOT_STARTED');
    expect(parseCheckoutQuery(Object.fromEntries(failed.searchParams))).toEqual({
      orderId: 'o-1',
      numberOfInstallments: null,
      promoCodeIds: ['p1', 'p2'],
    });
  });
  it('leave out empty promo codes', () => {
    expect(paymentTypePath('o-1', [])).toBe('/checkout?orderId=o-1');
    expect(validationPath('o-1')).toBe('/validation?orderId=o-1');
  });
  it('say why the fan is back on the summary', () => {
    expect(summaryReturnPath('o-1', { terms: 'required' })).toBe('/summary?orderId=o-1&terms=required');
    expect(summaryReturnPath('o-1', { promoError: 'USAGE_LIMIT_REACHED' })).toBe(
      '/summary?orderId=o-1&promoError=USAGE_LIMIT_REACHED',
    );
  });
});
