import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  copyFixtureTenant,
  fixtureJson,
  makeTempDir,
  REAL_TENANTS_DIR,
  writeJson,
} from '../test-support/temp-tenants';
import { runCheck } from './run-check';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../cli/check.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

/** Where the demo shop runs: harbour's Stripe account keys are set there (docs/adr/0048). */
const DEMO_ENV = {
  HARBOUR_STRIPE_SECRET_KEY: 'sk_test_harbour_for_the_check',
  HARBOUR_STRIPE_WEBHOOK_SECRET: 'whsec_harbour_for_the_check',
};

function runCli(args: string[], extraEnv: Record<string, string> = DEMO_ENV) {
  const env: Record<string, string | undefined> = { ...process.env, ...extraEnv };
  delete env.TENANTS_DIR;
  const result = spawnSync(TSX, [CLI, ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('tenants:check command', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    tmp = makeTempDir();
    const file = copyFixtureTenant(tmp.dir);
    writeJson(file, { ...fixtureJson(), locales: ['en', 'de'] });
  });
  afterEach(() => tmp.cleanup());

  it('exits 1 with a readable problem for a broken tenant given with --dir', () => {
    const { status, output } = runCli(['--dir', tmp.dir]);
    expect(status).toBe(1);
    expect(output).toContain('fixture-club.json › locales.1');
    expect(output).toContain('must be one of "fr", "en", "es", "nl", "ru", not the text "de"');
    expect(output).toContain('1 problem found in 1 of 1 tenant file.');
  });

  it('exits 0 on the real tenants folder, found without --dir', () => {
    const { status, output } = runCli([]);
    expect(status).toBe(0);
    expect(output).toContain('All 4 tenants are valid');
  });

  it('refuses a club on Stripe whose key variables are not set, naming them and never a value', () => {
    const { status, output } = runCli([], { HARBOUR_STRIPE_SECRET_KEY: 'sk_test_harbour_secret_value' });
    expect(status).toBe(1);
    expect(output).toContain('harbour.json › payment.provider.webhookSecretEnv');
    expect(output).toContain('The environment variable HARBOUR_STRIPE_WEBHOOK_SECRET is not set');
    expect(output).not.toContain('HARBOUR_STRIPE_SECRET_KEY is not set');
    expect(output).not.toContain('sk_test_harbour_secret_value');
    expect(runCheck([], REPO_ROOT, [], {}).output).toContain(
      'The environment variable HARBOUR_STRIPE_SECRET_KEY is not set',
    );
  });

  it('accepts --dir=<path> and rejects unknown options', () => {
    expect(runCheck([`--dir=${REAL_TENANTS_DIR}`], REPO_ROOT, [], DEMO_ENV).exitCode).toBe(0);
    expect(runCheck(['--dir', tmp.dir]).exitCode).toBe(1);
    expect(runCheck(['--dri', tmp.dir])).toMatchObject({
      exitCode: 2,
      output: expect.stringContaining('Unknown option'),
    });
    expect(runCheck(['--dir']).exitCode).toBe(2);
  });
});
