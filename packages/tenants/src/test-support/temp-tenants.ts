import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TenantInput } from '../schema';

/** The repository's real tenants folder, found from this file so tests do not depend on the working directory. */
export const REAL_TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));
export const FIXTURES_DIR = fileURLToPath(new URL('../../test-fixtures', import.meta.url));
export const FIXTURE_SLUG = 'fixture-club';

export function makeTempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'stadio-tenants-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the fixture tenant (file and assets) into `dir`. */
export function copyFixtureTenant(dir: string): string {
  cpSync(path.join(FIXTURES_DIR, `${FIXTURE_SLUG}.json`), path.join(dir, `${FIXTURE_SLUG}.json`));
  cpSync(path.join(FIXTURES_DIR, FIXTURE_SLUG), path.join(dir, FIXTURE_SLUG), { recursive: true });
  return path.join(dir, `${FIXTURE_SLUG}.json`);
}

/** A fresh copy of the fixture tenant as written on disk, to derive broken variants from. */
export function fixtureJson(): TenantInput {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${FIXTURE_SLUG}.json`), 'utf8')) as TenantInput;
}

export function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value, null, 2));
}
