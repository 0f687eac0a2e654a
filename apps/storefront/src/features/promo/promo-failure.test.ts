import { describe, expect, it } from 'vitest';
import { promoFailureOf, promoFailureResponse } from './promo-failure';

const apiError = (extensions: Record<string, unknown>) => ({ graphQLErrors: [{ extensions }] });

describe('promo route failures', () => {
  it('answers too many unknown codes with 429, THROTTLED and a Retry-After (ADR 0041)', async () => {
    const failure = promoFailureOf(apiError({ code: 'THROTTLED', retryAfterSeconds: 42 }));
    expect(failure).toEqual({ status: 429, code: 'THROTTLED', retryAfterSeconds: 42 });
    const response = promoFailureResponse(failure, 'The promo codes could not be loaded.', {
      promoCodes: [],
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      promoCodes: [],
      code: 'THROTTLED',
      error: 'The promo codes could not be loaded.',
      retryAfterSeconds: 42,
    });
  });

  it('keeps the order refusals and says UNKNOWN otherwise, without a Retry-After', () => {
    expect(promoFailureOf(apiError({ code: 'ORDER_NOT_ON_HOLD' }))).toEqual({
      status: 410,
      code: 'ORDER_NOT_ON_HOLD',
    });
    const unknown = promoFailureResponse(promoFailureOf({ graphQLErrors: [] }), 'x');
    expect(unknown.status).toBe(502);
    expect(unknown.headers.get('retry-after')).toBeNull();
  });
});
