import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTenants } from '../check/check-tenants';
import { runCheck } from '../check/run-check';
import { loadTenantRegistry } from '../registry';
import { tenantSchema } from '../schema';
import { copyFixtureTenant, FIXTURE_SLUG, makeTempDir } from '../test-support/temp-tenants';
import { FIELD_DOCS } from './field-guide';
import { runNew } from './run-new';
import { scaffoldTenant } from './scaffold-tenant';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

describe('tenant:new', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    tmp = makeTempDir();
  });
  afterEach(() => tmp.cleanup());

  it('scaffolds a club that passes the whole tenants check as is', () => {
    const result = scaffoldTenant('sharks-nice', tmp.dir);
    expect(result.ok).toBe(true);
    const report = checkTenants(tmp.dir);
    expect(report.files).toEqual(['sharks-nice.json']);
    expect(report.problems).toEqual([]);
    expect(runCheck(['--dir', tmp.dir]).exitCode).toBe(0);
  });

  it('writes a file the real schema accepts, served at <slug>.localhost by the registry', () => {
    scaffoldTenant('sharks-nice', tmp.dir);
    const raw: unknown = JSON.parse(readFileSync(path.join(tmp.dir, 'sharks-nice.json'), 'utf8'));
    const tenant = tenantSchema.parse(raw);
    expect(tenant.clientShortName).toBe('Sharks Nice');
    expect(loadTenantRegistry(tmp.dir).byHost.get('sharks-nice.localhost')?.slug).toBe('sharks-nice');
    for (const asset of ['logo.svg', 'favicon.svg', 'login-background.svg', 'README.md']) {
      expect(existsSync(path.join(tmp.dir, 'sharks-nice', asset))).toBe(true);
    }
  });

  it('documents every top-level field of the schema in the README', () => {
    scaffoldTenant('sharks-nice', tmp.dir);
    const readme = readFileSync(path.join(tmp.dir, 'sharks-nice', 'README.md'), 'utf8');
    const documented = new Set(FIELD_DOCS.map((d) => d.field.split('.')[0]));
    const fields = Object.keys(tenantSchema.shape).filter((k) => k !== '$schema');
    expect(fields.filter((f) => !documented.has(f))).toEqual([]);
    for (const doc of FIELD_DOCS) expect(readme).toContain(`\`${doc.field}\``);
  });

  it('refuses an existing slug without touching the club', () => {
    const file = copyFixtureTenant(tmp.dir);
    const before = readFileSync(file, 'utf8');
    const result = runNew([FIXTURE_SLUG], tmp.dir);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(`A club named "${FIXTURE_SLUG}" already exists`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses bad, reserved and missing slugs with a message saying what is expected', () => {
    expect(runNew(['My Club'], tmp.dir).output).toContain(
      'must be 2-41 lower-case letters, digits or dashes',
    );
    expect(runNew(['api'], tmp.dir).output).toContain('is reserved by the platform');
    expect(runNew([], tmp.dir).output).toContain("Give the new club's slug");
    expect(runNew(['a', 'b'], tmp.dir).exitCode).toBe(2);
    expect(checkTenants(tmp.dir).files).toEqual([]);
  });

  it('runs as a command with --dir and lists the created files and every field', () => {
    const result = spawnSync(TSX, ['packages/tenants/src/cli/new.ts', 'ice-lions', '--dir', tmp.dir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ice-lions.json');
    expect(result.stdout).toContain('branding.colors.onPrimary');
    expect(checkTenants(tmp.dir).problems).toEqual([]);
  });
});
