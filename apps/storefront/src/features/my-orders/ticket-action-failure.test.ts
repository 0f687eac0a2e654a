import { describe, expect, it } from 'vitest';
import { ticketActionFailureOf, ticketActionFailureResponse } from './ticket-action-failure';

const apiError = (message: string, extensions: Record<string, unknown>) => ({
  graphQLErrors: [{ message, extensions }],
});

describe('ticket action failures', () => {
  it('keeps what the dialogs word: the reason, the bounds, the limit', () => {
    expect(
      ticketActionFailureOf(apiError('low', { code: 'RESALE_PRICE_TOO_LOW', minPrice: 500, ticketId: 't' })),
    ).toEqual({
      status: 409,
      body: { error: 'low', code: 'RESALE_PRICE_TOO_LOW', minPrice: 500 },
    });
    expect(
      ticketActionFailureOf(apiError('no', { code: 'RESALE_UNAVAILABLE', reason: 'DOWNLOAD_NOT_OPEN' })).body,
    ).toMatchObject({ code: 'RESALE_UNAVAILABLE', reason: 'DOWNLOAD_NOT_OPEN' });
    expect(ticketActionFailureOf(apiError('none', { code: 'RECIPIENT_NOT_FOUND' })).status).toBe(404);
    expect(ticketActionFailureOf(apiError('gone', { code: 'TICKET_NOT_FOUND' })).status).toBe(404);
  });

  it('answers too many transfers with 429 and a Retry-After, keeping "account does not exist" as it was', () => {
    const throttled = ticketActionFailureOf(
      apiError('slow down', { code: 'THROTTLED', retryAfterSeconds: 120 }),
    );
    expect(throttled).toEqual({
      status: 429,
      body: { error: 'slow down', code: 'THROTTLED', retryAfterSeconds: 120 },
    });
    const response = ticketActionFailureResponse(throttled);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    const missing = ticketActionFailureResponse(
      ticketActionFailureOf(apiError('none', { code: 'RECIPIENT_NOT_FOUND' })),
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get('retry-after')).toBeNull();
  });

  it('answers UNKNOWN for anything it does not know', () => {
    expect(ticketActionFailureOf(apiError('boom', { code: 'SOMETHING_ELSE' })).body.code).toBe('UNKNOWN');
    expect(ticketActionFailureOf({ graphQLErrors: [] })).toMatchObject({
      status: 502,
      body: { code: 'UNKNOWN' },
    });
  });
});
