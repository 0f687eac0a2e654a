import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tenantSchema, type Tenant } from './schema';

/**
 * The last version of each club file that passed, kept on disk per tenants folder so that every
 * process reading the folder (each storefront and API, and one started while a file is broken)
 * serves the same last good version, not only the one that happened to see it (ADR 0018).
 * TENANTS_LAST_GOOD_DIR moves it; by default it is in the system's temporary folder.
 */
function storeDir(tenantsDir: string): string {
  const root = process.env.TENANTS_LAST_GOOD_DIR ?? path.join(os.tmpdir(), 'stadio-tenants-last-good');
  const key = createHash('sha256').update(path.resolve(tenantsDir)).digest('hex').slice(0, 16);
  return path.join(root, key);
}

/** Remembers a club file that passed (written whole, then renamed: a reader never sees half a file). */
export function rememberGood(tenantsDir: string, tenant: Tenant): void {
  try {
    const dir = storeDir(tenantsDir);
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${tenant.slug}.json`);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(tenant));
    renameSync(temporary, file);
  } catch {
    // Best effort: without it, a process keeps the good version it saw itself.
  }
}

/** The last good version of a club's file, if one was remembered and still fits the schema. */
export function recallGood(tenantsDir: string, slug: string): Tenant | undefined {
  try {
    const parsed = tenantSchema.safeParse(
      JSON.parse(readFileSync(path.join(storeDir(tenantsDir), `${slug}.json`), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forgets the kept versions of clubs whose file left the folder: a club taken down is gone, and a
 * file added later under its name is a newcomer, refused (closed) until it passes, not the old club.
 */
export function forgetGone(tenantsDir: string, slugsInFolder: ReadonlySet<string>): void {
  try {
    const dir = storeDir(tenantsDir);
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.json') && !slugsInFolder.has(name.slice(0, -'.json'.length))) {
        rmSync(path.join(dir, name), { force: true });
      }
    }
  } catch {
    // Nothing kept yet (no folder), or best effort as above.
  }
}
