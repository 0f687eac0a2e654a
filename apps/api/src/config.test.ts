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
      HOLD_SWEEP_INTERVAL_MS: 5000,
      PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4242',
      INSTALLMENT_CHARGE_INTERVAL_MS: 60_000,
    });
    expect(loadConfig({ ...valid, PORT: '8080', LOG_LEVEL: 'debug' })).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: 'debug',
    });
  });

  it('lists every problem without echoing secret values', () => {
    const attempt = () => loadConfig({ STOREFRONT_SECRET: 'too-short-secret', PORT: 'eighty' });
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/STOREFRONT_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).not.toThrow(/too-short-secret/);
  });
});
