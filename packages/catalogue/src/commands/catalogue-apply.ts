import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import {
  applyCatalogue,
  type CatalogueRows,
  type DbExecutor,
  isCatalogueRefused,
  planCatalogueChanges,
  readCatalogueRows,
  seedTenants,
} from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { compileCatalogue, readCatalogueFiles } from '../compile/compile-catalogue';
import { filesOfRows } from '../export/files-of-rows';
import { catalogueJson, cataloguePaths } from '../format';
import { clubOf, CommandError, type CommandIo } from './club-of';
import { describePlan } from './describe-plan';

/** The database a catalogue command works on, opened by the command line (or a test). */
export type OpenDatabase = () => Promise<{ db: DbExecutor; close(): Promise<void> }>;

/** The rows a club's files describe, or the problems `tenants:check` would list. */
function desiredRows(tenant: Tenant, tenantsDir: string): CatalogueRows {
  const read = readCatalogueFiles(tenantsDir, tenant.slug);
  if (!read.exists)
    throw new CommandError(
      `${tenant.slug} has no catalogue files (${cataloguePaths(tenantsDir, tenant.slug).dir}). ` +
        `Start with npm run venue:import or venue:generate, then catalogue:new.`,
    );
  const problems = read.files ? compileCatalogue(tenant, read.files).problems : read.problems;
  if (!read.files || problems.length > 0)
    throw new CommandError(
      `The catalogue files have ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was read from the database:\n` +
        problems
          .map(
            (p) =>
              `  - ${p.file} › ${p.where || '(whole file)'}: ${p.message}${p.fix ? ` Fix: ${p.fix}` : ''}`,
          )
          .join('\n'),
    );
  return compileCatalogue(tenant, read.files).rows;
}

/** What the database may hold that the catalogue files have no field for (ADR 0042). */
function unsayable(rows: CatalogueRows): string[] {
  return [
    ...rows.promoCodes
      .filter((code) => (code.customerIds?.length ?? 0) > 0)
      .map((code) => `promo code ${code.name} is reserved to ${code.customerIds?.length} named customers`),
    ...rows.arenas
      .filter((arena) => arena.usePacifa || arena.imageUrl || arena.websiteMaxTicketsInCart != null)
      .map((arena) => `venue ${arena.id} has a picture, a cart limit or the Pacifa flag set`),
  ];
}

const usage = (command: string) => `Usage: npm run catalogue:${command} -- <club>`;

/** `npm run catalogue:plan -- <club>`: what applying the files would change, and what it would refuse. */
export async function cataloguePlan(
  args: readonly string[],
  tenantsDir: string,
  open: OpenDatabase,
  io: CommandIo,
): Promise<number> {
  const tenant = clubOf(args[0], tenantsDir, usage('plan'));
  const desired = desiredRows(tenant, tenantsDir);
  const { db, close } = await open();
  try {
    const plan = await planCatalogueChanges(db, tenant.slug, desired, { timeZone: tenant.timeZone });
    if (plan.isEmpty) {
      io.out(`${tenant.slug}: the database already holds this catalogue; applying would write nothing.`);
      return 0;
    }
    for (const line of describePlan(plan)) io.out(line);
    io.out(
      plan.refusals.length > 0
        ? `\n${tenant.slug}: this catalogue cannot be applied as it is.`
        : `\nApply it with npm run catalogue:apply -- ${tenant.slug}`,
    );
    return plan.refusals.length > 0 ? 1 : 0;
  } finally {
    await close();
  }
}

/**
 * `npm run catalogue:apply -- <club>`: applies the files in one transaction (ADR 0042); the shop
 * shows the change at its next request (the catalogue edition moves). Refusals apply nothing.
 */
export async function catalogueApply(
  args: readonly string[],
  tenantsDir: string,
  open: OpenDatabase,
  io: CommandIo,
): Promise<number> {
  const tenant = clubOf(args[0], tenantsDir, usage('apply'));
  const desired = desiredRows(tenant, tenantsDir);
  const { db, close } = await open();
  try {
    const plan = await planCatalogueChanges(db, tenant.slug, desired, { timeZone: tenant.timeZone });
    for (const line of describePlan(plan)) io.out(line);
    // A club applied before the shop ever served it has no row yet for its catalogue to refer to.
    await seedTenants(db, { tenants: [tenant] });
    const report = await applyCatalogue(db, tenant.slug, desired, { timeZone: tenant.timeZone });
    if (!report.wrote) {
      io.out(`${tenant.slug}: nothing to apply; the database already holds this catalogue.`);
      return 0;
    }
    const stock = report.stock;
    io.out(
      `\nApplied to ${tenant.slug}. Stock: ${stock.seatsAdded.toLocaleString('en')} seats added to matches` +
        `${stock.seatsRemoved ? `, ${stock.seatsRemoved.toLocaleString('en')} removed` : ''}` +
        `${stock.standingAdded + stock.standingResized ? `, ${stock.standingAdded + stock.standingResized} standing blocks set` : ''}. ` +
        'The shop shows it at its next request.',
    );
    return 0;
  } catch (error) {
    if (!isCatalogueRefused(error)) throw error;
    io.err(
      `\nNothing was applied to ${tenant.slug}: ${error.refusals.length} change${error.refusals.length === 1 ? '' : 's'} would break what is sold.`,
    );
    for (const refusal of error.refusals) io.err(`  ✗ ${refusal.reason}\n    → ${refusal.wayOut}`);
    return 1;
  } finally {
    await close();
  }
}

/**
 * `npm run catalogue:export -- <club>`: writes the database's catalogue to the club's files, so an
 * edit made elsewhere is kept; a plan right after shows no change.
 */
export async function catalogueExport(
  args: readonly string[],
  tenantsDir: string,
  open: OpenDatabase,
  io: CommandIo,
): Promise<number> {
  const tenant = clubOf(args[0], tenantsDir, usage('export'));
  const { db, close } = await open();
  let rows: CatalogueRows;
  try {
    rows = await readCatalogueRows(db, tenant.slug);
  } finally {
    await close();
  }
  if (rows.arenas.length === 0)
    throw new CommandError(`${tenant.slug} has no catalogue in the database to export.`);
  if (rows.arenas.length > 1)
    throw new CommandError(
      `${tenant.slug} has ${rows.arenas.length} venues in the database; the files describe one. Not exported.`,
    );
  const unsaid = unsayable(rows);
  if (unsaid.length > 0)
    throw new CommandError(
      `${tenant.slug}'s catalogue holds what the files cannot say yet, so an export would remove it at the next apply; nothing was written:\n` +
        unsaid.map((line) => `  - ${line}`).join('\n'),
    );
  const files = filesOfRows(rows, tenant);
  const paths = cataloguePaths(tenantsDir, tenant.slug);
  mkdirSync(paths.dir, { recursive: true });
  for (const [file, value] of [
    [paths.venue, files.venue],
    [paths.season, files.season],
    [paths.promoCodes, files.promoCodes],
  ] as const) {
    const text = catalogueJson(value);
    const same = existsSync(file) && readFileSync(file, 'utf8') === text;
    if (!same) writeFileSync(file, text);
    io.out(`${same ? 'unchanged' : 'written'}  ${file}`);
  }
  const back = compileCatalogue(tenant, files).problems;
  if (back.length > 0) {
    io.err(
      `The database holds things the files cannot say yet; a plan will show them:\n${back.map((p) => `  - ${p.where}: ${p.message}`).join('\n')}`,
    );
    return 1;
  }
  return 0;
}
