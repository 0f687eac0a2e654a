import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

// A club on its own Stripe account (harbour, docs/adr/0048) cannot take payments without its keys.
describe('the API process at start', () => {
  it('refuses to start when a Stripe club’s key variables are not set, naming them and never a value', () => {
    const {
      HARBOUR_STRIPE_SECRET_KEY: _key,
      HARBOUR_STRIPE_WEBHOOK_SECRET: _secret,
      TENANTS_DIR: _dir,
      ...env
    } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...env,
        PORT: '0',
        STOREFRONT_SECRET: 'a-storefront-secret-of-32-characters!',
        // Set, so only the missing one is named.
        HARBOUR_STRIPE_SECRET_KEY: 'sk_test_value_that_must_not_be_printed',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'club harbour: the environment variable HARBOUR_STRIPE_WEBHOOK_SECRET (payment.provider) is not set',
    );
    expect(run.stderr).not.toContain('HARBOUR_STRIPE_SECRET_KEY');
    expect(`${run.stdout}${run.stderr}`).not.toContain('sk_test_value_that_must_not_be_printed');
  });
});
