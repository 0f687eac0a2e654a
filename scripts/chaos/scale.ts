/**
 * `npx tsx scripts/chaos/scale.ts`: what one instance of each tier serves and what two serve, on
 * this machine, for docs/scaling.md (ADR 0023). Three shapes, each started with the start script
 * on its own embedded database and measured with the rush's load generator for a short window:
 *   1+1          `npm start` (one storefront, one API, no nginx)
 *   1+1 nginx    `npm run start:cluster` with CLUSTER_INSTANCES=1 (what nginx's hop costs)
 *   2+2 nginx    `npm run start:cluster`
 * Phases: the match page (storefront only, cached per edition) and holds (a logged-in fan holds two
 * seats and releases them: storefront, API and PostgreSQL). Prints a markdown table; the ratios are
 * what to read on a shared 2-core machine, not the absolute rates.
 *   SCALE_SECONDS (10)  SCALE_FANS (100)  SCALE_SHAPES (all: 1+1,1+1 nginx,2+2 nginx)
 */
import { spawn } from 'node:child_process';
import { existsSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { benchFans } from '../bench/bench-fans';
import { buyingFlow, oneRequestFlow, ROUTES } from '../bench/rush/fan-flows';
import { runFans, type PhaseFigures } from '../bench/rush/fan-load';
import { seatPlan } from '../bench/rush/seat-plan';
import { readProcessFile } from '../lib/process-file';
import { waitForUrl } from '../lib/processes';
import { REPO_ROOT } from '../lib/repo-root';
import { localSecrets } from '../lib/secrets';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
const FANS = Number(process.env.SCALE_FANS ?? 100);
const BASE = Number(process.env.CHAOS_PORT ?? 3600);
const TENANT = 'riviera';
const EVENT = 'm05';
const HOST = `${TENANT}.localhost`;

interface Shape {
  name: string;
  args: string[];
  instances: number;
}

const SHAPES: Shape[] = [
  { name: '1+1', args: [], instances: 1 },
  { name: '1+1 nginx', args: ['--cluster'], instances: 1 },
  { name: '2+2 nginx', args: ['--cluster'], instances: 2 },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(shape: Shape): Promise<{ match: PhaseFigures; holds: PhaseFigures }> {
  const dataDir = path.join(REPO_ROOT, '.data', 'scale');
  rmSync(dataDir, { recursive: true, force: true });
  const secrets = localSecrets(dataDir);
  const logFile = openSync(
    path.join(REPO_ROOT, '.data', `scale-${shape.name.replace(/\W+/g, '-')}.log`),
    'w',
  );
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--no-build', ...shape.args],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', logFile, logFile],
      env: {
        ...process.env,
        PORT: String(BASE),
        API_PORT: String(BASE + 50),
        PGPORT: String(BASE + 96),
        MAILBOX_SMTP_PORT: String(BASE + 90),
        MAILBOX_HTTP_PORT: String(BASE + 91),
        PAYMENT_SANDBOX_PORT: String(BASE + 92),
        CLUSTER_INSTANCES: String(shape.instances),
        STADIO_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
  );
  const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()));
  try {
    await waitForUrl(`http://127.0.0.1:${BASE}/`, 240_000, { host: 'localhost' });
    const pids = readProcessFile(dataDir) ?? {};
    // The start script's tree: its servers (detached, still its children) and the embedded PostgreSQL.
    const roots = [pids.start ?? 0].filter((pid) => pid > 0);
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${BASE + 96}/stadio`;
    const fans = await benchFans(databaseUrl, secrets.SESSION_SECRET, TENANT, FANS);
    const origin = `http://127.0.0.1:${BASE}`;
    const run = (flow: Parameters<typeof runFans>[0]['flow']) =>
      runFans({
        origin,
        host: `${HOST}:${BASE}`,
        fans: FANS,
        seconds: SECONDS,
        timeoutMs: 15_000,
        stackRoots: roots,
        flow,
      });
    const match = oneRequestFlow(ROUTES.match, `/event/${EVENT}`, 'fr');
    await runFans({
      origin,
      host: `${HOST}:${BASE}`,
      fans: 10,
      seconds: 3,
      timeoutMs: 15_000,
      stackRoots: roots,
      flow: match,
    });
    const matchFigures = await run(match);
    await sleep(2_000);
    const holds = buyingFlow({
      eventId: EVENT,
      plan: await seatPlan(databaseUrl, TENANT, EVENT, FANS),
      cookies: fans.map((fan) => fan.cookie),
      hotShare: 0,
    });
    const holdFigures = await run(holds);
    return { match: matchFigures, holds: holdFigures };
  } finally {
    if (stack.exitCode === null && stack.pid) process.kill(stack.pid, 'SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
}

async function main() {
  if (!existsSync(path.join(REPO_ROOT, 'apps/storefront', process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
    throw new Error('No storefront build (NEXT_DIST_DIR): build it first');
  const wanted = process.env.SCALE_SHAPES?.split(',');
  const rows: string[] = [];
  for (const shape of SHAPES.filter((s) => !wanted || wanted.includes(s.name))) {
    console.log(`[scale] ${shape.name}…`);
    const figures = await measure(shape);
    for (const [phase, f] of Object.entries(figures)) {
      const route =
        f.routes.find((r) => r.route === (phase === 'match' ? ROUTES.match : ROUTES.hold)) ?? f.routes[0];
      if (!route) continue;
      rows.push(
        `| ${shape.name} | ${phase} | ${route.okPerSecond.toFixed(0)} | ${route.p50Ms.toFixed(0)} | ${route.p99Ms.toFixed(0)} | ` +
          `${JSON.stringify(route.outcomes)} | ${JSON.stringify(Object.fromEntries(Object.entries(f.cores).map(([k, v]) => [k, Number(v.toFixed(2))])))} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(`\n${FANS} fans, ${SECONDS} s windows\n`);
  console.log('| shape | phase | 2xx/s | p50 ms | p99 ms | answers | cores |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

void main();
