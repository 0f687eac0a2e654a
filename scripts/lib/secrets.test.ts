import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '@stadio/payment-sandbox/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSecrets } from './secrets';

describe('localSecrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-secrets-'));
    vi.stubEnv('PAYMENT_SANDBOX_WEBHOOK_SECRET', undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the local sandbox and the API a webhook secret of this machine, kept across starts', () => {
    const first = localSecrets(dataDir).PAYMENT_SANDBOX_WEBHOOK_SECRET;
    // Never the value published in the repository, which anyone could sign a "paid" notice with.
    expect(first).not.toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(localSecrets(dataDir).PAYMENT_SANDBOX_WEBHOOK_SECRET).toBe(first);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored.PAYMENT_SANDBOX_WEBHOOK_SECRET).toBe(first);
  });

  it('takes the environment’s secret instead, without writing it to disk', () => {
    vi.stubEnv('PAYMENT_SANDBOX_WEBHOOK_SECRET', 'whsec_from_the_environment_0123456789');
    expect(localSecrets(dataDir).PAYMENT_SANDBOX_WEBHOOK_SECRET).toBe(
      'whsec_from_the_environment_0123456789',
    );
    expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).not.toContain('from_the_environment');
  });
});
