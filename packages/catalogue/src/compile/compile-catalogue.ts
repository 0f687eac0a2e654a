import path from 'node:path';
import type { CatalogueRows } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import {
  cataloguePaths,
  promoCodesFileSchema,
  type PromoCodesFile,
  type SeasonFile,
  seasonFileSchema,
  type VenueFile,
  venueFileSchema,
} from '../format';
import { compilePromoCodes } from './compile-promo-codes';
import { compileSeason, parkingId } from './compile-season';
import { compileVenue } from './compile-venue';
import type { CatalogueProblem } from './problem';
import { readCatalogueFile } from './read-file';

export interface CatalogueFiles {
  venue: VenueFile;
  season: SeasonFile;
  promoCodes: PromoCodesFile;
}

/** Whether a club keeps its catalogue in files (a `catalogue/venue.json` beside its tenant file). */
export function hasCatalogueFiles(tenantsDir: string, slug: string): boolean {
  return readCatalogueFile(venueFileSchema, cataloguePaths(tenantsDir, slug).venue, '').exists;
}

/** Reads a club's three catalogue files; a missing promo-codes.json means no codes. */
export function readCatalogueFiles(
  tenantsDir: string,
  slug: string,
): { files?: CatalogueFiles; problems: CatalogueProblem[]; exists: boolean } {
  const paths = cataloguePaths(tenantsDir, slug);
  const display = (file: string) => path.relative(tenantsDir, file);
  const venue = readCatalogueFile(venueFileSchema, paths.venue, display(paths.venue));
  const season = readCatalogueFile(seasonFileSchema, paths.season, display(paths.season));
  const promoCodes = readCatalogueFile(promoCodesFileSchema, paths.promoCodes, display(paths.promoCodes));
  const exists = venue.exists || season.exists || promoCodes.exists;
  const problems = [...venue.problems, ...season.problems, ...promoCodes.problems];
  for (const [file, read] of [
    [paths.venue, venue],
    [paths.season, season],
  ] as const)
    if (exists && !read.exists)
      problems.push({
        file: display(file),
        where: '',
        message:
          'This file is missing: a club that keeps its catalogue in files needs venue.json and season.json.',
        fix: `run npm run catalogue:new -- ${slug} to create what is missing.`,
      });
  if (!venue.data || !season.data || problems.length > 0) return { problems, exists };
  return {
    files: { venue: venue.data, season: season.data, promoCodes: promoCodes.data ?? { codes: [] } },
    problems,
    exists,
  };
}

/**
 * The rows a club's catalogue files describe, and everything wrong with them (docs/tenant-onboarding.md#catalogue,
 * ADR 0042). Pure: the database is not read, so `tenants:check` and `catalogue:plan` agree.
 */
export function compileCatalogue(
  tenant: Pick<Tenant, 'slug' | 'locales' | 'timeZone' | 'clientShortName'> &
    Partial<Pick<Tenant, 'currency'>> & { branding: { logo: string } },
  files: CatalogueFiles,
  displayDir = tenant.slug,
): { rows: CatalogueRows; problems: CatalogueProblem[] } {
  const file = (name: string) => `${displayDir}/catalogue/${name}`;
  const venue = compileVenue(files.venue, tenant.locales, file('venue.json'));
  const categoryKeys = new Set(files.venue.categories.map((c) => c.key));
  const season = compileSeason(files.season, {
    tenant,
    arenaId: files.venue.id,
    categoryKeys,
    file: file('season.json'),
  });
  const parkingIdsByKey = new Map<string, string[]>();
  for (const match of files.season.matches)
    for (const parking of match.parking ?? [])
      parkingIdsByKey.set(parking.key, [
        ...(parkingIdsByKey.get(parking.key) ?? []),
        parkingId(match.id, parking.key),
      ]);
  const promo = compilePromoCodes(files.promoCodes, {
    arenaId: files.venue.id,
    timeZone: tenant.timeZone,
    // A parsed tenant file always has one (the schema's default is euros).
    currency: tenant.currency ?? 'EUR',
    file: file('promo-codes.json'),
    matchIds: new Set(files.season.matches.map((m) => m.id)),
    packKeys: new Set((files.season.packs ?? []).map((p) => p.key)),
    categoryKeys,
    productKeys: new Set(files.season.products.map((p) => p.key)),
    parkingIds: new Set([...parkingIdsByKey.values()].flat()),
    parkingIdsByKey,
  });
  return {
    rows: { ...venue.rows, ...season.rows, promoCodes: promo.rows },
    problems: [...venue.problems, ...season.problems, ...promo.problems],
  };
}
