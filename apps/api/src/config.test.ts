import { DEV_SANDBOX_WEBHOOK_SECRET } from '@stadio/payment-sandbox/protocol';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const valid = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54329/stadio',
  STOREFRONT_SECRET: 's'.repeat(32),
};

describe('loadConfig', () => {
  it('applies defaults', () => {
    expect(loadConfig(valid)).toEqual({
      ...valid,
      PORT: 4000,
      API_HOST: '127.0.0.1',
      HOLD_SWEEP_INTERVAL_MS: 5000,
      PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4242',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: DEV_SANDBOX_WEBHOOK_SECRET,
      INSTALLMENT_CHARGE_INTERVAL_MS: 60_000,
      DB_POOL_MAX: 10,
      DB_POOL_MAX_WAITING: 1_000,
      DB_POOL_ACQUIRE_TIMEOUT_MS: 1_000,
      BUSY_RETRY_AFTER_SECONDS: 1,
    });
    expect(loadConfig({ ...valid, PORT: '8080', LOG_LEVEL: 'debug' })).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: 'debug',
    });
  });

  it('reads the pool sizes of the overload policy and refuses nonsense', () => {
    expect(
      loadConfig({
        ...valid,
        DB_POOL_MAX: '40',
        DB_POOL_MAX_WAITING: '0',
        DB_POOL_ACQUIRE_TIMEOUT_MS: '250',
      }),
    ).toMatchObject({ DB_POOL_MAX: 40, DB_POOL_MAX_WAITING: 0, DB_POOL_ACQUIRE_TIMEOUT_MS: 250 });
    const attempt = () =>
      loadConfig({
        ...valid,
        DB_POOL_MAX: '0',
        DB_POOL_ACQUIRE_TIMEOUT_MS: 'soon',
        BUSY_RETRY_AFTER_SECONDS: '-1',
      });
    expect(attempt).toThrow(/DB_POOL_MAX/);
    expect(attempt).toThrow(/DB_POOL_ACQUIRE_TIMEOUT_MS/);
    expect(attempt).toThrow(/BUSY_RETRY_AFTER_SECONDS/);
  });

  it('takes the published webhook secret only in development with the sandbox on this machine', () => {
    const own = 'whsec_generated_by_npm_start_0123456789';
    const secretOf = (env: Record<string, string>) =>
      loadConfig({ ...valid, ...env }).PAYMENT_SANDBOX_WEBHOOK_SECRET;
    expect(secretOf({ PAYMENT_SANDBOX_URL: 'http://localhost:4242' })).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    expect(
      secretOf({ NODE_ENV: 'development', PAYMENT_SANDBOX_WEBHOOK_SECRET: DEV_SANDBOX_WEBHOOK_SECRET }),
    ).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    // A secret of its own is taken anywhere, the published one nowhere else: set, or by default.
    const elsewhere = { PAYMENT_SANDBOX_URL: 'https://pay.example.com' };
    const production = { NODE_ENV: 'production' };
    for (const place of [elsewhere, production, { ...elsewhere, ...production }]) {
      expect(secretOf({ ...place, PAYMENT_SANDBOX_WEBHOOK_SECRET: own })).toBe(own);
      const published = () =>
        secretOf({ ...place, PAYMENT_SANDBOX_WEBHOOK_SECRET: DEV_SANDBOX_WEBHOOK_SECRET });
      expect(published).toThrow(/PAYMENT_SANDBOX_WEBHOOK_SECRET: must not be the development value/);
      expect(published).not.toThrow(DEV_SANDBOX_WEBHOOK_SECRET);
      expect(() => secretOf(place)).toThrow(/PAYMENT_SANDBOX_WEBHOOK_SECRET: is required/);
    }
  });

  it('lists every problem without echoing secret values', () => {
    const attempt = () => loadConfig({ STOREFRONT_SECRET: 'too-short-secret', PORT: 'eighty' });
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/STOREFRONT_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).not.toThrow(/too-short-secret/);
  });
});
