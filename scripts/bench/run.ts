/**
 * `npm run bench`: starts its own stack (production build, test routes on, ports 3200/4200, data
 * in .data/bench), runs every benchmark, prints the ratios and writes docs/performance.md. The
 * seat-hold and catalogue benchmarks need no stack: they run after the stack stopped, each on its own
 * embedded server.
 * Each benchmark replaces only its own section of the doc; `--only a,b` runs only those.
 *   npm run bench [-- --runs 7] [-- --only holds|rush|lighthouse|api|catalogue] [-- --hold-seconds 10] [-- --hold-rounds 3]
 *     [-- --catalogue-rounds 2]
 *     [-- --rush-fans 50,200,500] [-- --rush-seconds 8] [-- --rush-rounds 3] [-- --rush-timeout 10]
 *     [-- --rush-buyers 0.25] [-- --rush-hot 0.2] [-- --rush-holds-fans 200] [-- --lighthouse-runs 5] [-- --lighthouse-clubs riviera,amstel,neva]
 * The storefront build is NEXT_DIST_DIR's (default apps/storefront/.next).
 */
import os from 'node:os';
import type { BenchRow } from './bench-row';
import { startBenchStack, WEB_PORT } from './bench-stack';
import { catalogueApiBench } from './catalogue-api';
import { CATALOGUE_HEADING, catalogueBench, catalogueMarkdown, type CatalogueBenchResult } from './catalogue';
import { holdsBench, holdsMarkdown, type HoldsRow } from './holds';
import { DEFAULT_LIGHTHOUSE_OPTIONS, lighthouseBench, type LighthouseResult } from './lighthouse/lighthouse';
import { LIGHTHOUSE_HEADING, lighthouseMarkdown, lighthouseSummary } from './lighthouse/lighthouse-markdown';
import { readPerformanceDoc, replaceIntro, replaceSection, writePerformanceDoc } from './performance-doc';
import { DEFAULT_RUSH_OPTIONS, rushBench, type RushResult } from './rush/rush';
import { RUSH_HEADING, rushMarkdown, rushSummary } from './rush/rush-markdown';
import { seatMapBench } from './seat-map';

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const numbers = (value: string | undefined) => value?.split(',').map(Number);
const RUNS = Math.max(1, Number(flag('--runs') ?? 7));
/**
 * Benchmarks to run: `api` (catalogue API and seat map), `holds`, `rush`, `lighthouse`, `catalogue`
 * (applying a club's catalogue); all when absent.
 */
const BENCHES = ['api', 'holds', 'rush', 'lighthouse', 'catalogue'] as const;
type Bench = (typeof BENCHES)[number];
const ONLY = flag('--only')
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = ONLY?.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown?.length)
  throw new Error(`--only takes ${BENCHES.join(', ')} (comma-separated); got ${unknown.join(', ')}`);
const wants = (bench: Bench) => !ONLY || ONLY.includes(bench);
const HOLD_SECONDS = Math.max(1, Number(flag('--hold-seconds') ?? 10));
const HOLD_ROUNDS = Math.max(1, Number(flag('--hold-rounds') ?? 3));
const HOLD_CLIENTS = [50, 200];
const CATALOGUE_ROUNDS = Math.max(1, Number(flag('--catalogue-rounds') ?? 2));
const RUSH_OPTIONS = {
  ...DEFAULT_RUSH_OPTIONS,
  fans: numbers(flag('--rush-fans')) ?? DEFAULT_RUSH_OPTIONS.fans,
  seconds: Number(flag('--rush-seconds') ?? DEFAULT_RUSH_OPTIONS.seconds),
  rounds: Math.max(1, Number(flag('--rush-rounds') ?? DEFAULT_RUSH_OPTIONS.rounds)),
  timeoutSeconds: Number(flag('--rush-timeout') ?? DEFAULT_RUSH_OPTIONS.timeoutSeconds),
  buyerShare: Number(flag('--rush-buyers') ?? DEFAULT_RUSH_OPTIONS.buyerShare),
  hotShare: Number(flag('--rush-hot') ?? DEFAULT_RUSH_OPTIONS.hotShare),
  holdsFans: Number(flag('--rush-holds-fans') ?? DEFAULT_RUSH_OPTIONS.holdsFans),
};
const LIGHTHOUSE_OPTIONS = {
  clubs: flag('--lighthouse-clubs')?.split(',') ?? DEFAULT_LIGHTHOUSE_OPTIONS.clubs,
  runs: Math.max(1, Number(flag('--lighthouse-runs') ?? DEFAULT_LIGHTHOUSE_OPTIONS.runs)),
};
/** The command that reproduces this run, for the doc. */
const COMMAND = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
  ' ',
);

function markdown(rows: BenchRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.baseline} | **${r.ratio.toFixed(2)}×** (±${r.spread.toFixed(2)}) | ${r.medianMs.toFixed(0)} ms / ${r.baselineMs.toFixed(0)} ms |`,
  );
  return [
    '# Performance',
    '',
    'Measured by `npm run bench` (scripts/bench/), which starts its own production stack on the demo',
    'data. Each figure is a ratio to a baseline measured in the same run on the same machine, so it',
    "compares across machines; the milliseconds are only this run's context. Tests never assert times.",
    'Each benchmark has its own section below; `npm run bench -- --only <name>` re-measures one section',
    '(`api`: the table below, `holds`, `rush`, `lighthouse`, `catalogue`) and keeps the others.',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    ...(rows.length === 0
      ? []
      : [
          `Median of ${RUNS} interleaved runs.`,
          '',
          '| measured | baseline | ratio (± half spread) | median / baseline |',
          '| --- | --- | --- | --- |',
          ...lines,
          '',
          '- Seat map: time from navigation to the first painted frame of the map (performance marks in',
          '  features/seat-map/paint-marks.ts); the phone is 375 px at 3× pixels with the CPU slowed 4×.',
          '- Catalogue API: one GraphQL request on the 30,000-seat football demo stadium (Olympique Riviera).',
          '',
        ]),
  ].join('\n');
}

/** The seat-hold section with its own date line (it may be measured apart from the rest). */
function holdsSection(holds: HoldsRow[]): string {
  const stamp = `Seat holds last measured: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`;
  return holdsMarkdown(holds, HOLD_SECONDS).replace('## Seat holds\n', `## Seat holds\n\n${stamp}\n`);
}

interface StackResults {
  rows: BenchRow[];
  rush?: RushResult;
  lighthouse?: LighthouseResult;
}

/** The benchmarks that need the production stack: started here, stopped before returning. */
async function stackBenches(): Promise<StackResults> {
  const stack = await startBenchStack();
  try {
    const rows = wants('api')
      ? [
          ...(await catalogueApiBench(stack.apiUrl, stack.storefrontSecret, 'riviera', RUNS)),
          ...(await seatMapBench(`http://riviera.localhost:${WEB_PORT}`, RUNS)),
        ]
      : [];
    const rush = wants('rush') ? await rushBench(stack, RUSH_OPTIONS) : undefined;
    // Written at once: a later benchmark that fails keeps this one's figures.
    if (rush) await writeDoc({ rows: [], rush, holds: [] });
    const lighthouse = wants('lighthouse') ? await lighthouseBench(stack, LIGHTHOUSE_OPTIONS) : undefined;
    return { rows, ...(rush ? { rush } : {}), ...(lighthouse ? { lighthouse } : {}) };
  } finally {
    await stack.stop();
  }
}

/** Replaces the sections of what was measured in docs/performance.md; the others stay as they were. */
async function writeDoc(measured: StackResults & { holds: HoldsRow[]; catalogue?: CatalogueBenchResult }) {
  let doc = readPerformanceDoc();
  if (measured.catalogue)
    doc = replaceSection(doc, CATALOGUE_HEADING, catalogueMarkdown(measured.catalogue, COMMAND));
  if (wants('api') && measured.rows.length > 0) doc = replaceIntro(doc, markdown(measured.rows));
  if (measured.holds.length > 0) doc = replaceSection(doc, '## Seat holds', holdsSection(measured.holds));
  if (measured.rush) doc = replaceSection(doc, RUSH_HEADING, rushMarkdown(measured.rush, COMMAND));
  if (measured.lighthouse)
    doc = replaceSection(doc, LIGHTHOUSE_HEADING, lighthouseMarkdown(measured.lighthouse, COMMAND));
  await writePerformanceDoc(doc);
}

async function main() {
  const needsStack = wants('api') || wants('rush') || wants('lighthouse');
  const stackResults: StackResults = needsStack ? await stackBenches() : { rows: [] };
  const { rows, rush, lighthouse } = stackResults;
  for (const row of rows) console.log(`${row.name.padEnd(60)} ${row.ratio.toFixed(2)}× ${row.baseline}`);
  if (rush) for (const line of rushSummary(rush)) console.log(line);
  if (lighthouse) for (const line of lighthouseSummary(lighthouse)) console.log(line);
  // Written before the holds run, so a failure there keeps what the stack measured.
  if (needsStack) await writeDoc({ ...stackResults, holds: [] });
  const holds = wants('holds')
    ? await holdsBench({ clients: HOLD_CLIENTS, seconds: HOLD_SECONDS, rounds: HOLD_ROUNDS })
    : [];
  for (const row of holds)
    for (const { base, ratio } of row.baselines)
      console.log(
        row.drive.kind === 'closed'
          ? `${`seat holds, ${row.clients} clients`.padEnd(60)} ${ratio.toFixed(2)}× ${base.name} (${row.holds.perSecond.toFixed(0)} holds/s, p99 ${row.holds.p99Ms.toFixed(0)} ms)`
          : `${`seat holds, ${row.clients} buyers at ${row.drive.perSecond}/s`.padEnd(60)} p99 ${row.holds.p99Ms.toFixed(0)} ms (${base.name} at the same rate: p99 ${base.p99Ms.toFixed(0)} ms)`,
      );
  if (holds.length > 0) await writeDoc({ rows: [], holds });
  if (wants('catalogue')) {
    const catalogue = await catalogueBench({ rounds: CATALOGUE_ROUNDS });
    console.log(
      `${'catalogue, first apply'.padEnd(60)} ${catalogue.firstApply.ratio.toFixed(2)}× the seed's writers`,
    );
    console.log(
      `${'catalogue, unchanged apply'.padEnd(60)} ${catalogue.unchangedApply.ratio.toFixed(2)}× readCatalogueRows`,
    );
    await writeDoc({ rows: [], holds: [], catalogue });
  }
  console.log('\nWritten to docs/performance.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
