import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tenantSchema } from '../schema';
import { fieldGuide } from './field-guide';
import { placeholderAssets } from './placeholder-assets';
import { nameFromSlug, newTenantConfig } from './tenant-template';

export type ScaffoldResult = { ok: true; files: string[] } | { ok: false; message: string };

/** Why a slug cannot name a new club, in words staff can act on; null when it is fine. */
export function slugProblem(slug: string | undefined): string | null {
  if (!slug) return 'Give the new club\'s slug, e.g. "npm run tenant:new -- my-club".';
  const parsed = tenantSchema.shape.slug.safeParse(slug);
  if (!parsed.success) return `The slug "${slug}" ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
  return null;
}

/**
 * Writes `<slug>.json`, the `<slug>/` folder with placeholder artwork and its README into the
 * tenants folder. Refuses a bad or taken slug before writing anything, so a mistake never
 * overwrites a live club.
 */
export function scaffoldTenant(slug: string | undefined, dir: string): ScaffoldResult {
  const problem = slugProblem(slug);
  if (problem || !slug) return { ok: false, message: problem ?? 'missing slug' };
  const file = path.join(dir, `${slug}.json`);
  const assets = path.join(dir, slug);
  if (existsSync(file) || existsSync(assets)) {
    return {
      ok: false,
      message: `A club named "${slug}" already exists (${existsSync(file) ? file : assets}); pick another slug or edit that club.`,
    };
  }
  mkdirSync(assets, { recursive: true });
  const written = [file];
  writeFileSync(file, `${JSON.stringify(newTenantConfig(slug), null, 2)}\n`);
  for (const [name, content] of Object.entries(placeholderAssets(nameFromSlug(slug)))) {
    writeFileSync(path.join(assets, name), content);
    written.push(path.join(assets, name));
  }
  const readme = path.join(assets, 'README.md');
  writeFileSync(readme, fieldGuide(slug));
  written.push(readme);
  return { ok: true, files: written };
}
