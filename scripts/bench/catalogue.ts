/**
 * Catalogue apply benchmark (ADR 0042): what applying a club's catalogue costs on the 30,000-seat
 * demo stadium with a season of matches, straight against an embedded PostgreSQL (no stack).
 *  (a) the first apply into an empty club, against the demo seed's own writers of the same venue,
 *      matches and stock (writeVenue, the matches' upsert, writeStock), each on a fresh database;
 *  (b) an unchanged apply, against reading the catalogue once (readCatalogueRows): an apply of
 *      nothing new must cost at most twice its read.
 * Rounds interleave the two sides; figures are medians.
 *
 *   npx tsx scripts/bench/catalogue.ts [--rounds 2]   (also `npm run bench -- --only catalogue`)
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  applyCatalogue,
  competitions,
  createDb,
  events,
  migrate,
  readCatalogueRows,
  type CatalogueRows,
  type DbHandle,
  teams,
} from '@stadio/db';
import type { GeneratedStadium } from '@stadio/venues';
import pg from 'pg';
import type { CataloguePlan as SeedPlan } from '../../packages/db/src/seed/catalogue/catalogue-plan';
import type { ScheduledMatch } from '../../packages/db/src/seed/catalogue/event-schedule';
import { writeStock } from '../../packages/db/src/seed/catalogue/write-stock';
import { writeVenue } from '../../packages/db/src/seed/catalogue/write-venue';
import { upsertRows } from '../../packages/db/src/seed/upsert-rows';
import { startThrowawayCluster } from '../../packages/db/src/testing/throwaway-cluster';
import { median } from './bench-row';
import { BENCH_CLUB, benchCatalogue, benchStadium } from './catalogue-stadium';
import { machineLine, today } from './performance-doc';

export const CATALOGUE_HEADING = '## Catalogue apply';
const MATCHES = 20;
const TEMPLATE = 'catalogue_template';
/** Rounds of (b): each is a read and an apply of the stadium, well under a second or two. */
const UNCHANGED_ROUNDS = 7;

const progress = (message: string) => process.stderr.write(`[catalogue] ${message}\n`);

/** Medians of one comparison, per round. */
export interface CatalogueFigure {
  measuredMs: number[];
  baselineMs: number[];
  /** Median of the per-round ratios. */
  ratio: number;
  ratioRange: [number, number];
}

export interface CatalogueBenchResult {
  seats: number;
  matches: number;
  stockRows: number;
  rounds: number;
  firstApply: CatalogueFigure;
  unchangedApply: CatalogueFigure;
  /** The machine's 1-minute load average when the measurement ended (it is often shared). */
  loadAverage: number;
}

function figure(measured: number[], baseline: number[]): CatalogueFigure {
  const ratios = measured.map((m, i) => m / (baseline[i] ?? m));
  return {
    measuredMs: measured,
    baselineMs: baseline,
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `url` with another database (same server and credentials). */
function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** A fresh database (a copy of the migrated template) with the bench club's `tenants` row. */
async function freshDatabase(admin: pg.Client, clusterUrl: string, name: string): Promise<DbHandle> {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${TEMPLATE}`);
  const handle = createDb(databaseUrl(clusterUrl, name), { max: 2 });
  await handle.pool.query(`insert into tenants (id, display_name) values ($1, 'Bench Club')`, [BENCH_CLUB]);
  return handle;
}

/** The demo seed's writers for the same venue and matches: venue, teams, matches, seat and standing stock. */
async function seedWriters(handle: DbHandle, venue: GeneratedStadium, rows: CatalogueRows): Promise<void> {
  const schedule = rows.events.map(
    (e: { id: string }) => ({ id: e.id, sales: 0 }) as unknown as ScheduledMatch,
  );
  // writeStock reads the arena, the categories' roles (none: nothing sold) and the schedule.
  const plan = { venue, roles: new Map(), schedule } as unknown as SeedPlan;
  await handle.db.transaction(async (tx) => {
    const byId = { key: ['tenantId', 'id'] as const, onConflict: 'update' as const };
    await writeVenue(tx, BENCH_CLUB, venue);
    await upsertRows(
      tx,
      teams,
      rows.teams.map((t) => ({ tenantId: BENCH_CLUB, ...t })),
      byId,
    );
    await upsertRows(
      tx,
      competitions,
      rows.competitions.map((c) => ({ tenantId: BENCH_CLUB, ...c })),
      byId,
    );
    await upsertRows(
      tx,
      events,
      rows.events.map((e) => ({ tenantId: BENCH_CLUB, ...e })),
      byId,
    );
    await writeStock(tx, BENCH_CLUB, plan);
  });
}

export async function catalogueBench(options: { rounds: number }): Promise<CatalogueBenchResult> {
  const venue = benchStadium();
  const rows = benchCatalogue(venue, MATCHES);
  const cluster = await startThrowawayCluster({ database: TEMPLATE });
  const admin = new pg.Client({ connectionString: databaseUrl(cluster.url, 'postgres') });
  try {
    await migrate(cluster.url);
    await admin.connect();
    // (a) A fresh database per side and round, sides alternating first. Warm-up: both sides once
    // with two matches only (JIT, caches), unmeasured.
    const first: number[] = [];
    const seed: number[] = [];
    for (let round = 0; round <= options.rounds; round += 1) {
      const order = round % 2 === 0 ? (['apply', 'seed'] as const) : (['seed', 'apply'] as const);
      const catalogue = round === 0 ? benchCatalogue(venue, 2) : rows;
      for (const side of order) {
        const handle = await freshDatabase(admin, cluster.url, `bench_${side}`);
        try {
          const ms = await timed(() =>
            side === 'apply'
              ? applyCatalogue(handle.db, BENCH_CLUB, catalogue)
              : seedWriters(handle, venue, catalogue),
          );
          if (round > 0) (side === 'apply' ? first : seed).push(ms);
          progress(
            `first write, round ${round}${round === 0 ? ' (warm-up, 2 matches)' : ''}: ${side} ${ms.toFixed(0)} ms`,
          );
        } finally {
          await handle.close();
        }
      }
    }

    // (b) On the applied club, analysed as autovacuum would have it on a live database.
    const handle = await freshDatabase(admin, cluster.url, 'bench_unchanged');
    try {
      const report = await applyCatalogue(handle.db, BENCH_CLUB, rows);
      const stockRows = report.stock.seatsAdded;
      await handle.pool.query('vacuum analyze');
      const unchanged: number[] = [];
      const read: number[] = [];
      for (let round = 0; round <= UNCHANGED_ROUNDS; round += 1) {
        const readMs = await timed(() => readCatalogueRows(handle.db, BENCH_CLUB));
        let wrote = true;
        const applyMs = await timed(async () => {
          wrote = (await applyCatalogue(handle.db, BENCH_CLUB, rows)).wrote;
        });
        if (wrote) throw new Error('an unchanged apply wrote something');
        if (round > 0) {
          read.push(readMs);
          unchanged.push(applyMs);
        }
      }
      progress(`unchanged apply ${median(unchanged).toFixed(0)} ms, read ${median(read).toFixed(0)} ms`);
      return {
        seats: venue.seats.length,
        matches: MATCHES,
        stockRows,
        rounds: options.rounds,
        firstApply: figure(first, seed),
        unchangedApply: figure(unchanged, read),
        loadAverage: os.loadavg()[0] ?? 0,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await admin.end().catch(() => undefined);
    await cluster.stop();
  }
}

const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
const ratio = (f: CatalogueFigure) =>
  `**${f.ratio.toFixed(2)}×** (${f.ratioRange[0].toFixed(2)}–${f.ratioRange[1].toFixed(2)})`;

/** The section of docs/performance.md. */
export function catalogueMarkdown(result: CatalogueBenchResult, command: string): string {
  const seats = result.seats.toLocaleString('en-GB');
  return [
    CATALOGUE_HEADING,
    '',
    `Last measured: ${today()}, ${machineLine()}, load average ${result.loadAverage.toFixed(1)} at the end, with \`${command}\`.`,
    '',
    `Applying a club's catalogue (packages/db/src/catalogue, ADR 0042) on the ${seats}-seat demo stadium`,
    `with ${result.matches} matches, their prices, a season ticket, a car park per match and a promo code,`,
    'straight against an embedded PostgreSQL (no stack). Ratios are medians of per-round ratios',
    `(range in brackets); ${result.rounds} rounds for the first apply, sides alternating, each on a fresh`,
    `database (after a warm-up of both with two matches), and ${UNCHANGED_ROUNDS} for the unchanged one.`,
    '',
    '| measured | baseline | ratio (range) | median / baseline |',
    '| --- | --- | --- | --- |',
    `| first apply: every row, ${result.stockRows.toLocaleString('en-GB')} seat stock rows | the demo seed's writers of the same venue, matches and stock | ${ratio(result.firstApply)} | ${ms(result.firstApply.measuredMs)} / ${ms(result.firstApply.baselineMs)} |`,
    `| unchanged apply (lock, read, diff in memory; writes nothing) | \`readCatalogueRows\` | ${ratio(result.unchangedApply)} | ${ms(result.unchangedApply.measuredMs)} / ${ms(result.unchangedApply.baselineMs)} |`,
    '',
    "- The seed's writers write the venue, the matches and the stock only (no prices, packs, car parks or",
    "  promo codes), so the first apply's ratio includes those tables too.",
    '- An unchanged apply must cost at most 2× the read: it reads the catalogue once and compares in',
    '  memory. Counting the whole seat stock for missing rows (`checkStock`, and every apply that',
    '  changes something) is left out of it: that count alone costs about as much as the read.',
    '',
  ].join('\n');
}

/** Run on its own: prints the figures (the doc is written by run.ts). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 2;
  catalogueBench({ rounds })
    .then((result) => console.log(catalogueMarkdown(result, 'npx tsx scripts/bench/catalogue.ts')))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
