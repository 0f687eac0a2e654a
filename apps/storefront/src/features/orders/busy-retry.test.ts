import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MAX_ATTEMPTS, busyRetryDelay, mayRetryBusy, parseRetryAfter } from './busy-retry';
import { defineRoute } from '@/features/api/route-contract';
import { callOrderRoute, type BusyRetry } from './order-request';

/** A route of the test's own, whatever its body. */
const route = (path: string) => defineRoute<unknown, unknown>(path);

/** A route answer as the BFF gives it. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const busy = (retryAfter: string) =>
  answer(
    503,
    { order: null, error: 'busy', code: 'BUSY', errors: [], retryAfterSeconds: 2 },
    {
      'retry-after': retryAfter,
    },
  );

describe('busyRetryDelay', () => {
  it('never waits less than the Retry-After the shop asked for', () => {
    for (const retry of [1, 2, 3, 4]) expect(busyRetryDelay(retry, 3, () => 0)).toBe(3000);
    expect(busyRetryDelay(1, 0.5, () => 0)).toBe(500);
  });

  it('adds a jittered backoff that doubles with each retry and stops growing at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((retry) => busyRetryDelay(retry, 1, () => 0.999_999))).toEqual([
      2000, 3000, 5000, 9000, 9000, 9000,
    ]);
    // The jitter spreads a crowd refused together over the whole backoff window.
    expect(busyRetryDelay(3, 1, () => 0.5)).toBe(1000 + 2000);
  });

  it('bounds an absurd or missing Retry-After', () => {
    expect(busyRetryDelay(1, 86_400, () => 0)).toBe(60_000);
    expect(busyRetryDelay(1, undefined, () => 0)).toBe(0);
    expect(busyRetryDelay(1, -5, () => 0)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:05 GMT', now)).toBe(5);
  });
});

describe('callOrderRoute on a busy shop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries again after each Retry-After and returns the answer that finally came', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(busy('2'))
      .mockResolvedValueOnce(busy('1'))
      .mockResolvedValueOnce(answer(200, { order: { orderId: 'ord_1' } }));
    vi.stubGlobal('fetch', fetch);
    const waits: number[] = [];
    const told: BusyRetry[] = [];
    const result = await callOrderRoute(
      route('/api/order/create-order-with-tickets'),
      { cart: 1 },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
        random: () => 0,
        onBusyRetry: (retry) => told.push(retry),
      },
    );
    expect(result).toEqual({ ok: true, data: { order: { orderId: 'ord_1' } } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([2000, 1000]);
    expect(told).toEqual([
      { attempt: 1, delayMs: 2000 },
      { attempt: 2, delayMs: 1000 },
    ]);
  });

  it(`gives up as BUSY after ${BUSY_MAX_ATTEMPTS} calls`, async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => busy('1'));
    vi.stubGlobal('fetch', fetch);
    const waits: number[] = [];
    const result = await callOrderRoute(
      route('/api/order/fetch-order'),
      { orderIds: ['ord_1'] },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
        random: () => 0.5,
      },
    );
    expect(result).toEqual({ ok: false, failure: { code: 'BUSY' } });
    expect(fetch).toHaveBeenCalledTimes(BUSY_MAX_ATTEMPTS);
    expect(waits).toEqual([1500, 2000, 3000, 5000]);
    expect(mayRetryBusy(BUSY_MAX_ATTEMPTS)).toBe(false);
  });

  it('does not retry refusals that are not about a busy shop', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(
        answer(409, { order: null, error: 'taken', code: 'UNAVAILABLE', errors: [], seatIds: ['s1'] }),
      );
    vi.stubGlobal('fetch', fetch);
    const sleep = vi.fn(async () => undefined);
    const result = await callOrderRoute(route('/api/order/create-order-with-tickets'), {}, { sleep });
    expect(result).toEqual({ ok: false, failure: { code: 'UNAVAILABLE', seatIds: ['s1'] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
