import { describe, expect, it } from 'vitest';
import { paymentFailureOf } from './payment-failure';
import { termsAcceptedFor } from './terms-acceptance';

describe('paymentFailureOf', () => {
  it('reads the code of the first known error', () => {
    const error = {
      graphQLErrors: [{ extensions: { code: 'INTERNAL' } }, { extensions: { code: 'ORDER_NOT_ON_HOLD' } }],
    };
    expect(paymentFailureOf(error)).toEqual({ code: 'ORDER_NOT_ON_HOLD' });
  });
  it("takes the refused code's reason of PROMO_REJECTED", () => {
    const error = {
      graphQLErrors: [
        {
          extensions: {
            code: 'PROMO_REJECTED',
            promoCodeErrors: [{ promoCodeId: 'p', code: 'USAGE_LIMIT_REACHED', message: 'gone' }],
          },
        },
      ],
    };
    expect(paymentFailureOf(error)).toEqual({ code: 'PROMO_REJECTED', promoError: 'USAGE_LIMIT_REACHED' });
  });
  it('is UNKNOWN without a known code (a network failure included)', () => {
    expect(paymentFailureOf({ graphQLErrors: [] })).toEqual({ code: 'UNKNOWN' });
  });
});

describe('termsAcceptedFor', () => {
  it('holds for the order named in the cookie only', () => {
    expect(termsAcceptedFor('order-1', 'order-1')).toBe(true);
    expect(termsAcceptedFor('order-1', 'order-2')).toBe(false);
    expect(termsAcceptedFor(undefined, 'order-1')).toBe(false);
    expect(termsAcceptedFor('%E0%A4%A', 'order-1')).toBe(false);
  });
});
