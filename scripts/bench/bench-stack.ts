/**
 * The benchmarks' own production stack: embedded PostgreSQL in .data/bench, fresh each run (started here, so it
 * takes the connections the database-level holds need beside the API's pool), then
 * `scripts/start.ts --no-build` on ports 3200/4200 with the test routes on, against that database.
 * The storefront build is the one in NEXT_DIST_DIR (default `.next`), as next.config.ts reads it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startDatabase } from '@stadio/db/embedded';
import { REPO_ROOT } from '../lib/repo-root';
import { localSecrets } from '../lib/secrets';

export const WEB_PORT = 3200;
export const API_PORT = 4200;
const PG_PORT = 54349;
export const DATA_DIR = path.join(REPO_ROOT, '.data', 'bench');
/** Enough for the database-level holds' 200 connections next to the API's pool and a spare. */
const MAX_CONNECTIONS = 400;

export interface BenchStack {
  /** Where to send requests: 127.0.0.1, with the club's Host header. */
  webOrigin: string;
  apiUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  storefrontSecret: string;
  /** Roots of the stack's process trees (start.ts and PostgreSQL), for CPU accounting. */
  processRoots: number[];
  /** `http://<slug>.localhost:3200`, for a browser (Chromium resolves *.localhost). */
  browserOrigin(slug: string): string;
  stop(): Promise<void>;
}

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

export function storefrontDistDir(): string {
  return path.join(REPO_ROOT, 'apps/storefront', process.env.NEXT_DIST_DIR || '.next');
}

/**
 * Every run starts from a fresh database: the demo data, then the bench customers the run adds.
 * Kept from run to run, the orders of earlier runs piled up (about 30,000 per rush run, all on the
 * same 200 bench customers; 344,000 after some runs), so no two runs started from the same state.
 * Whether that history slowed the holds was not shown: one check on it right after a bench run held
 * 40–104 seats a second against 157–184 on a fresh database, but the disk was busy then, and the
 * bench's own ratio on the two was 0.18× and 0.19×. A server of one's own (DATABASE_URL), or one
 * still running on the folder, is used as it is.
 */
function freshDatabaseFolder(dataDir: string) {
  if (process.env.DATABASE_URL || existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  rmSync(dataDir, { recursive: true, force: true });
}

export async function startBenchStack(): Promise<BenchStack> {
  const distDir = storefrontDistDir();
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${distDir}: run \`npm run build\` first (npm test also builds), or build your own ` +
        'with `cd apps/storefront && NEXT_DIST_DIR=.next-<name> npm run build` and run the bench with the same NEXT_DIST_DIR.',
    );
  }
  const secrets = localSecrets(DATA_DIR);
  freshDatabaseFolder(path.join(DATA_DIR, 'pg'));
  const database = await startDatabase({
    dataDir: path.join(DATA_DIR, 'pg'),
    port: PG_PORT,
    postgresFlags: ['-c', `max_connections=${MAX_CONNECTIONS}`],
  });
  const pidFile = path.join(DATA_DIR, 'pg', 'postmaster.pid');
  const postmaster =
    !database.external && existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  const stack = spawn('npx', ['tsx', 'scripts/start.ts', '--no-build'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      MAILBOX_SMTP_PORT: '5225',
      MAILBOX_HTTP_PORT: '5280',
      PAYMENT_SANDBOX_PORT: '5242',
      STADIO_DATA_DIR: DATA_DIR,
      STADIO_TEST_ROUTES: '1',
    },
  });
  const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (stack.pid && stack.exitCode === null) {
      try {
        process.kill(-stack.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await database.stop();
  };
  process.once('SIGINT', () => {
    void stop().finally(() => process.exit(130));
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/health`, 180_000);
    await waitFor(`http://127.0.0.1:${WEB_PORT}/`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    webOrigin: `http://127.0.0.1:${WEB_PORT}`,
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    databaseUrl: database.url,
    sessionSecret: secrets.SESSION_SECRET,
    storefrontSecret: secrets.STOREFRONT_SECRET,
    processRoots: [stack.pid ?? 0, Number.isInteger(postmaster) ? postmaster : 0].filter((pid) => pid > 0),
    browserOrigin: (slug) => `http://${slug}.localhost:${WEB_PORT}`,
    stop,
  };
}
