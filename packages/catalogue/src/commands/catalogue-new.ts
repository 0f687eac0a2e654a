import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { compileCatalogue, readCatalogueFiles } from '../compile/compile-catalogue';
import { readCatalogueFile } from '../compile/read-file';
import {
  catalogueJson,
  cataloguePaths,
  promoCodesFileSchema,
  seasonFileSchema,
  venueFileSchema,
} from '../format';
import { formatFixtureProblem, parseFixturesCsv } from '../import/fixtures-csv';
import { scaffoldSeason } from '../scaffold/scaffold-season';
import { clubOf, CommandError, type CommandIo } from './club-of';

const USAGE = 'Usage: npm run catalogue:new -- <club>';

/**
 * `npm run catalogue:new -- <club>`: writes what the club's catalogue is missing so it passes
 * `tenants:check` and can sell at once (docs/tenant-onboarding.md#catalogue): season.json from
 * fixtures.csv with starter prices, promo-codes.json. The venue must exist (venue:import or
 * venue:generate); what the club already wrote is kept.
 */
export function catalogueNew(
  args: readonly string[],
  tenantsDir: string,
  io: CommandIo,
  now = new Date(),
): void {
  const tenant = clubOf(args[0], tenantsDir, USAGE);
  const paths = cataloguePaths(tenantsDir, tenant.slug);
  const venue = readCatalogueFile(venueFileSchema, paths.venue, `${tenant.slug}/catalogue/venue.json`);
  if (!venue.exists)
    throw new CommandError(
      `${tenant.slug} has no venue yet. Import its seating plan (npm run venue:import -- ${tenant.slug} <plan.json>) ` +
        `or generate one (npm run venue:generate -- ${tenant.slug} --preset football), then run this again.`,
    );
  if (!venue.data)
    throw new CommandError(
      `venue.json has problems to fix first:\n${venue.problems.map((p) => `  - ${p.where}: ${p.message}`).join('\n')}`,
    );
  const season = readCatalogueFile(seasonFileSchema, paths.season, `${tenant.slug}/catalogue/season.json`);
  const promoCodes = readCatalogueFile(
    promoCodesFileSchema,
    paths.promoCodes,
    `${tenant.slug}/catalogue/promo-codes.json`,
  );
  for (const read of [season, promoCodes])
    if (read.exists && !read.data)
      throw new CommandError(
        `Fix these first (the file is kept as it is):\n${read.problems.map((p) => `  - ${p.file} ${p.where}: ${p.message}`).join('\n')}`,
      );

  let fixtures: ReturnType<typeof parseFixturesCsv>['fixtures'] = [];
  if (existsSync(paths.fixtures)) {
    const parsed = parseFixturesCsv(readFileSync(paths.fixtures, 'utf8'));
    if (parsed.problems.length > 0)
      throw new CommandError(
        `fixtures.csv has problems; nothing was written:\n${parsed.problems.map((p) => `  - ${formatFixtureProblem(p)}`).join('\n')}`,
      );
    fixtures = parsed.fixtures;
  } else {
    io.out(`No ${tenant.slug}/fixtures.csv: no matches added (header: date,time,opponent,competition).`);
  }

  const result = scaffoldSeason({
    tenant,
    venue: venue.data,
    season: season.data,
    promoCodes: promoCodes.data,
    fixtures,
    now,
  });
  const check = compileCatalogue(tenant, {
    venue: venue.data,
    season: result.season,
    promoCodes: result.promoCodes,
  });
  if (check.problems.length > 0)
    throw new CommandError(
      `The catalogue would still have problems; nothing was written:\n${check.problems.map((p) => `  - ${p.file} ${p.where}: ${p.message}${p.fix ? ` Fix: ${p.fix}` : ''}`).join('\n')}`,
    );
  mkdirSync(paths.dir, { recursive: true });
  const written: string[] = [];
  const write = (file: string, value: unknown) => {
    const text = catalogueJson(value);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
    writeFileSync(file, text);
    written.push(file);
  };
  write(paths.season, result.season);
  write(paths.promoCodes, result.promoCodes);
  if (result.report.length === 0) {
    io.out(`${tenant.slug}'s catalogue files already have everything catalogue:new would add.`);
    return;
  }
  for (const line of result.report) io.out(`  + ${line}`);
  io.out(`Written: ${written.join(', ') || 'nothing'}.`);
  const files = readCatalogueFiles(tenantsDir, tenant.slug);
  if (files.problems.length > 0)
    throw new CommandError('The files written do not read back; please report this.');
  io.out(`Next: npm run catalogue:plan -- ${tenant.slug}   (then catalogue:apply)`);
}
