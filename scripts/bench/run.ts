/**
 * `npm run bench`: starts its own stack (production build, test routes on, ports 3200/4200, data
 * in .data/bench), runs every benchmark, prints the ratios and writes docs/performance.md. The
 * seat-hold benchmark needs no stack: it runs after the stack stopped, on its own embedded server.
 *   npm run bench [-- --runs 7] [-- --only holds] [-- --hold-seconds 10] [-- --hold-rounds 3]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root';
import type { BenchRow } from './bench-row';
import { catalogueApiBench } from './catalogue-api';
import { holdsBench, holdsMarkdown, type HoldsRow } from './holds';
import { seatMapBench } from './seat-map';

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Math.max(1, Number(flag('--runs') ?? 7));
/** `holds`: only the seat-hold benchmark (no build, no browser). */
const ONLY = flag('--only');
const HOLD_SECONDS = Math.max(1, Number(flag('--hold-seconds') ?? 10));
const HOLD_ROUNDS = Math.max(1, Number(flag('--hold-rounds') ?? 3));
const HOLD_CLIENTS = [50, 200];
const WEB_PORT = 3200;
const API_PORT = 4200;
const DATA_DIR = path.join(REPO_ROOT, '.data', 'bench');

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function markdown(rows: BenchRow[], holds: HoldsRow[]): string {
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
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}${ONLY ? ` (only: ${ONLY})` : ''}.`,
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
    ...(holds.length > 0 ? [holdsMarkdown(holds, HOLD_SECONDS)] : []),
  ].join('\n');
}

const PERFORMANCE_MD = path.join(REPO_ROOT, 'docs/performance.md');

/** docs/performance.md with only its seat-hold section re-measured: `--only holds` keeps the rest. */
function withHoldsReplaced(holds: HoldsRow[]): string {
  const previous = existsSync(PERFORMANCE_MD) ? readFileSync(PERFORMANCE_MD, 'utf8') : '';
  const start = previous.indexOf('## Seat holds');
  if (start < 0) return markdown([], holds);
  const stamp = `Seat holds last measured: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`;
  return `${previous.slice(0, start)}${holdsMarkdown(holds, HOLD_SECONDS).replace('## Seat holds\n', `## Seat holds\n\n${stamp}\n`)}`;
}

async function main() {
  const rows = ONLY === 'holds' ? [] : await stackBenches();
  const holds =
    ONLY && ONLY !== 'holds'
      ? []
      : await holdsBench({ clients: HOLD_CLIENTS, seconds: HOLD_SECONDS, rounds: HOLD_ROUNDS });
  for (const row of rows) console.log(`${row.name.padEnd(60)} ${row.ratio.toFixed(2)}× ${row.baseline}`);
  for (const row of holds)
    for (const { base, ratio } of row.baselines)
      console.log(
        row.drive.kind === 'closed'
          ? `${`seat holds, ${row.clients} clients`.padEnd(60)} ${ratio.toFixed(2)}× ${base.name} (${row.holds.perSecond.toFixed(0)} holds/s, p99 ${row.holds.p99Ms.toFixed(0)} ms)`
          : `${`seat holds, ${row.clients} buyers at ${row.drive.perSecond}/s`.padEnd(60)} p99 ${row.holds.p99Ms.toFixed(0)} ms (${base.name} at the same rate: p99 ${base.p99Ms.toFixed(0)} ms)`,
      );
  writeFileSync(PERFORMANCE_MD, ONLY === 'holds' ? withHoldsReplaced(holds) : markdown(rows, holds));
  console.log('\nWritten to docs/performance.md');
}

/** The benchmarks that need the production stack: started here, stopped before returning. */
async function stackBenches(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/storefront/.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test also builds).');
  }
  const stack = spawn('npx', ['tsx', 'scripts/start.ts', '--no-build'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      PGPORT: '54349',
      MAILBOX_SMTP_PORT: '5225',
      MAILBOX_HTTP_PORT: '5280',
      PAYMENT_SANDBOX_PORT: '5242',
      STADIO_DATA_DIR: DATA_DIR,
      STADIO_TEST_ROUTES: '1',
    },
  });
  const stop = () => {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/health`, 180_000);
    await waitFor(`http://127.0.0.1:${WEB_PORT}/`, 180_000);
    const { STOREFRONT_SECRET } = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8')) as {
      STOREFRONT_SECRET: string;
    };
    return [
      ...(await catalogueApiBench(`http://127.0.0.1:${API_PORT}`, STOREFRONT_SECRET, 'riviera', RUNS)),
      ...(await seatMapBench(`http://riviera.localhost:${WEB_PORT}`, RUNS)),
    ];
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
