/**
 * Seat-hold benchmark: N concurrent buyers (one connection each) holding two seats of an on-sale
 * demo match with the API's real `createOrderWithTickets` and releasing them with `cancelOrder`,
 * straight against an embedded PostgreSQL (no HTTP: the database work is what is measured). Next
 * to it, in the same run and on the same server, the baselines of tpcb-baselines.ts. Two drives:
 * flat out (closed loop: throughput, holds/s ÷ baseline transactions/s) and 200 buyers at a fixed
 * rate (open loop: the latency a buyer sees, next to pgbench at the same rate).
 *
 *   npx tsx scripts/bench/holds.ts [--clients 50,200] [--seconds 10] [--rounds 3]   (also part of `npm run bench`)
 */
import { pathToFileURL } from 'node:url';
import { createDb, customers, migrate, seed, type DbHandle } from '@stadio/db';
import { getTenantRegistry, type Tenant } from '@stadio/tenants';
import pg from 'pg';
import { cancelOrder } from '../../apps/api/src/modules/orders/cancel-order';
import { createOrderWithTickets } from '../../apps/api/src/modules/orders/create-order-with-tickets';
import { openConnections } from '../../packages/db/src/testing/open-connections';
import { startThrowawayCluster } from '../../packages/db/src/testing/throwaway-cluster';
import { closedLoop, openLoop, summarise, type Throughput } from './load-loops';
import {
  createTpcbDatabase,
  findPgbench,
  nodeTpcb,
  pgbenchTpcb,
  TPCB_SCALE,
  type Drive,
} from './tpcb-baselines';

const progress = (message: string) => process.stderr.write(`[holds] ${message}\n`);

/** A baseline of one row: its median round, and holds ÷ baseline per round. */
export interface BaselineFigure {
  base: Throughput;
  /** Median over the rounds of (holds/s ÷ baseline tx/s) of the same round. */
  ratio: number;
  /** Lowest and highest ratio of a round. */
  ratioRange: [number, number];
}

/** One line of the holds tables: one drive at one client count, with its baselines. */
export interface HoldsRow {
  clients: number;
  drive: Drive;
  /** Rounds measured, each of holds then every baseline, one after the other. */
  rounds: number;
  /** Hold latencies of the median round; at a fixed rate, from when the hold was due (its lag included). */
  holds: Throughput;
  releases: Throughput;
  /** Holds that lost their seats to another buyer (never expected here: each buyer has its own seats). */
  unavailable: number;
  baselines: BaselineFigure[];
}

/** The fixed-rate drive: 200 buyers, each holding once a second on average (a busy on-sale). */
export const LATENCY_DRIVE = { clients: 200, perSecond: 200 } as const;

const TENANT = 'riviera';
const EVENT = 'm05';
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

/** Holds and releases of `clients` buyers for `seconds`, driven by `drive`. */
export async function holdsWorkload(
  url: string,
  tenant: Tenant,
  clients: number,
  seconds: number,
  drive: Drive = { kind: 'closed' },
): Promise<Pick<HoldsRow, 'holds' | 'releases' | 'unavailable'>> {
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
    const results =
      drive.kind === 'closed'
        ? (await closedLoop(clients, seconds, cycle)).flat()
        : (await openLoop(clients, seconds, drive.perSecond, cycle))
            .flat()
            .map(({ result, lagMs }) =>
              result ? ([lagMs + result[0], result[1]] as [number, number]) : null,
            );
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

/** ANALYZE of the whole database, as autovacuum keeps a live one. */
async function analyse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The middle value of `values` (the lower middle for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** The round whose value of `of` is the median (its latencies go with its throughput). */
function medianRound<T>(rounds: readonly T[], of: (round: T) => number): T {
  const target = median(rounds.map(of));
  const found = rounds.find((round) => of(round) === target);
  if (!found) throw new Error('no rounds measured');
  return found;
}

/**
 * One row: `rounds` rounds, each of the holds, then the Node TPC-B baseline and (when available)
 * pgbench in its simple and prepared modes, all with `clients` clients driven by `drive`, one
 * after the other, so each ratio compares figures measured within a minute of each other on a
 * machine whose speed drifts. Every workload first runs an unmeasured warm-up round of itself.
 */
async function holdsRow(
  urls: { holds: string; tpcb: string },
  tenant: Tenant,
  clients: number,
  seconds: number,
  drive: Drive,
  rounds: number,
): Promise<HoldsRow> {
  const label = drive.kind === 'closed' ? `${clients} clients` : `${clients} clients at ${drive.perSecond}/s`;
  const pgbench = findPgbench();
  const modes = ['simple', 'prepared'] as const;
  // The warm-up round warms the server's caches and the JIT for both sides; then the statistics a
  // live database has (autovacuum analyses tables that changed this much), since the seed's
  // analyse saw order tables without a single hold.
  progress(`${label}: warming up…`);
  await holdsWorkload(urls.holds, tenant, clients, 1);
  await analyse(urls.holds);
  await nodeTpcb(urls.tpcb, clients, 1, drive);
  // pgbench connects its clients inside the run: a warm-up round too short to finish a
  // transaction has no tps to read, and is only a warm-up.
  if (pgbench)
    for (const mode of modes)
      await pgbenchTpcb(pgbench, urls.tpcb, clients, 2, drive, mode).catch(() => undefined);

  const measured: Array<{ holds: Awaited<ReturnType<typeof holdsWorkload>>; baselines: Throughput[] }> = [];
  for (let round = 1; round <= rounds; round += 1) {
    progress(`${label}: round ${round} of ${rounds}…`);
    const holds = await holdsWorkload(urls.holds, tenant, clients, seconds, drive);
    const baselines = [await nodeTpcb(urls.tpcb, clients, seconds, drive)];
    if (pgbench)
      for (const mode of modes)
        baselines.unshift(await pgbenchTpcb(pgbench, urls.tpcb, clients, seconds, drive, mode));
    measured.push({ holds, baselines });
  }
  const typical = medianRound(measured, (round) => round.holds.holds.perSecond);
  const baselines = typical.baselines.map((_, index): BaselineFigure => {
    const ratios = measured.map(
      (round) => round.holds.holds.perSecond / (round.baselines[index]?.perSecond ?? Number.NaN),
    );
    return {
      base: medianRound(measured, (round) => round.baselines[index]?.perSecond ?? 0).baselines[
        index
      ] as Throughput,
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    };
  });
  return { clients, drive, rounds, ...typical.holds, baselines };
}

/**
 * Starts a throwaway embedded PostgreSQL with the demo catalogue, then runs a row flat out for each
 * client count and one at the fixed rate of LATENCY_DRIVE.
 */
export async function holdsBench(options: {
  clients: readonly number[];
  seconds: number;
  rounds: number;
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

    const urls = { holds: cluster.url, tpcb: cluster.urlOf('tpcb') };
    progress(`creating the TPC-B tables (scale ${TPCB_SCALE})…`);
    await createTpcbDatabase(cluster.adminUrl, urls.tpcb, 'tpcb');
    const rows: HoldsRow[] = [];
    for (const clients of options.clients)
      rows.push(await holdsRow(urls, tenant, clients, options.seconds, { kind: 'closed' }, options.rounds));
    const { clients, perSecond } = LATENCY_DRIVE;
    rows.push(
      await holdsRow(urls, tenant, clients, options.seconds, { kind: 'rate', perSecond }, options.rounds),
    );
    return rows;
  } finally {
    await cluster.stop();
  }
}

/** The holds section of docs/performance.md. */
export function holdsMarkdown(rows: readonly HoldsRow[], seconds: number): string {
  const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  const latency = (t: Throughput) => `${fmt(t.p50Ms)} / ${fmt(t.p99Ms)} ms`;
  const closed = rows.filter((row) => row.drive.kind === 'closed');
  const rated = rows.filter((row) => row.drive.kind === 'rate');
  const rounds = rows[0]?.rounds ?? 1;
  const throughputLines = closed.flatMap((row) =>
    row.baselines.map(
      ({ base, ratio, ratioRange: [low, high] }) =>
        `| ${row.clients} | ${fmt(row.holds.perSecond)} | ${latency(row.holds)} | ${base.name} | ${fmt(base.perSecond)} | ${latency(base)} | **${ratio.toFixed(2)}×** (${low.toFixed(2)}–${high.toFixed(2)}) |`,
    ),
  );
  const latencyLines = rated.flatMap((row) =>
    row.baselines.map(
      ({ base }) =>
        `| ${row.clients} | ${row.drive.kind === 'rate' ? row.drive.perSecond : ''}/s | ${fmt(row.holds.perSecond)} | **${latency(row.holds)}** | ${base.name} | ${fmt(base.perSecond)} | ${latency(base)} |`,
    ),
  );
  const releases = rows.map(
    (row) =>
      `${row.clients} clients${row.drive.kind === 'rate' ? ` at ${row.drive.perSecond}/s` : ''}: ${fmt(row.releases.perSecond)} releases/s, p50/p99 ${latency(row.releases)}, ${row.unavailable} holds lost to another buyer`,
  );
  return [
    '## Seat holds',
    '',
    `Each client holds two seats of an on-sale demo match with \`createOrderWithTickets\` and releases them with`,
    '`cancelOrder` (two statements, each its own transaction; one connection per client), straight against a',
    'throwaway embedded PostgreSQL. The baselines run the TPC-B-like transaction of pgbench (scale',
    `${TPCB_SCALE}) with the same number of clients on the same server: by pgbench itself (a C client) in its`,
    'default simple query mode (each statement parsed and planned every time) and in prepared mode (once per',
    "connection, as the holds' statements are), and sent from Node with node-postgres as named statements",
    "(the holds' own client stack). Target (ADR 0008): holds ≥ 0.5× the baseline's transactions per second, p99",
    'under 100 ms at 200 concurrent buyers. Buyers want different seats (each its own run of adjacent seats',
    "over the whole stadium), as real buyers mostly do; fights for the same seats are the race tests'.",
    '',
    `Each row is ${rounds} rounds of ${seconds} s, each round the holds then every baseline one after the other; the`,
    'table shows the median round and the median of the per-round ratios (lowest–highest in brackets), as',
    "this machine's speed drifts by ±20 % within minutes. Before the rounds, every workload runs an",
    'unmeasured warm-up of itself (1 s; 2 s for pgbench, which connects its clients inside the run) and the',
    'seat database is analysed (as autovacuum keeps a live one); each hold client also runs',
    `${WARM_UP_CYCLES} unmeasured cycles on its connection first, since PostgreSQL keeps a prepared statement's`,
    'generic plan from its sixth execution, and a server runs warm connections. The catalogue facts a hold',
    "checks come from the API process's cache after the first hold of each block (ADR 0012).",
    '',
    '### Throughput: clients flat out',
    '',
    '| clients | holds/s | hold p50 / p99 | baseline | baseline tx/s | baseline p50 / p99 | holds ÷ baseline |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...throughputLines,
    '',
    "Flat out, N clients without pause wait N ÷ throughput on average (Little's law): these latencies",
    "are queues, the baselines' as much as the holds'.",
    '',
    'Against the 0.5× target, median of the rounds (the target names `pgbench -b tpcb-like`, whose default',
    'is the simple query mode; prepared mode and the Node client are shown so the comparison can be read',
    'both ways):',
    '',
    ...closed.flatMap((row) =>
      row.baselines.map(
        ({ base, ratio }) =>
          `- ${row.clients} clients, ${base.name}: ${ratio.toFixed(2)}× — ${ratio >= 0.5 ? 'met' : 'not met'}`,
      ),
    ),
    '',
    'A hold and its release are two transactions that write about eleven rows and 27 index entries',
    "(seats, order, group, tickets, and their indexes for the catalogue's availability counts); TPC-B's one",
    'transaction writes four rows. Below 200 clients pgbench is limited less by its own lock contention',
    '(scale 50: 50 branch rows every transaction updates), so the ratio is lower at 50 clients.',
    '',
    '### Latency: 200 buyers at a fixed rate',
    '',
    'Each buyer starts holds at random (Poisson) times, 200 holds a second in all (every buyer adding',
    'seats to a cart once a second on average, a busy on-sale), each followed by its release; a',
    "hold's latency is counted from when it was due, so a slow hold also delays the ones queued behind",
    'it. The baselines run at the same rate (`pgbench -R`, its latency including schedule lag).',
    '',
    '| buyers | offered | holds/s done | hold p50 / p99 | baseline | baseline tx/s | baseline p50 / p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...latencyLines,
    '',
    ...releases.map((line) => `- ${line}`),
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
  const rounds = Number(flag('--rounds') ?? 3);
  holdsBench({ clients, seconds, rounds })
    .then((rows) => console.log(holdsMarkdown(rows, seconds)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
