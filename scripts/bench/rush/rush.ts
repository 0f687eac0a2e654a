/**
 * The on-sale rush over HTTP against the bench's production stack: at each crowd size, rounds of
 * (1) a static JS chunk of the home page alone (the baseline: what the same server does with a
 * file it only sends), (2) the home page alone, (3) the match page alone, (4) the on-sale mix of
 * browsing fans and buyers, and at the holds' crowd size (5) buyers alone over HTTP next to
 * (6) the same holds straight against the same database (holds.ts's workload), one phase after
 * the other, so every ratio compares figures measured within a minute of each other.
 */
import { getTenantRegistry, type Tenant } from '@stadio/tenants';
import pg from 'pg';
import { benchFans, type BenchFan } from '../bench-fans';
import { holdsWorkload } from '../holds';
import type { Throughput } from '../load-loops';
import { compressedSize, fetchBytes, pageWeight, type Bytes, type PageWeight } from '../page-bytes';
import { waitUntilQuiet } from '../stack-cpu';
import { browsingFlow, buyingFlow, mixFlow, oneRequestFlow, ROUTES, type RushTarget } from './fan-flows';
import { runFans, type FanFlow, type PhaseFigures } from './fan-load';
import { checkSeats, releaseLeftovers, type SeatIntegrity } from './seat-integrity';
import { eventBlocks, seatPlan } from './seat-plan';

const progress = (message: string) => process.stderr.write(`[rush] ${message}\n`);

/** The club and match of the rush: the 30,000-seat football demo, the holds benchmark's match. */
export const RUSH_CLUB = 'riviera';
export const RUSH_EVENT = 'm05';

export interface RushOptions {
  /** Crowd sizes (concurrent fans). */
  fans: number[];
  /** Measured window of each phase. */
  seconds: number;
  rounds: number;
  /** A fan gives up on a request after this long (counted as a connection error, latency = timeout). */
  timeoutSeconds: number;
  /** Share of the mix's fans that are logged-in buyers. */
  buyerShare: number;
  /** Share of the holds that go to the hot block's few seats. */
  hotShare: number;
  /** Crowd size of the end-to-end holds next to the database-level ones. */
  holdsFans: number;
  /** Unmeasured warm-up of each phase before the rounds. */
  warmUpSeconds: number;
}

export const DEFAULT_RUSH_OPTIONS: RushOptions = {
  fans: [50, 200, 500],
  seconds: 6,
  rounds: 3,
  timeoutSeconds: 10,
  buyerShare: 0.25,
  hotShare: 0.2,
  holdsFans: 200,
  warmUpSeconds: 2,
};

export type PhaseName = 'static' | 'home' | 'match' | 'mix' | 'holds';

export interface RushRound {
  phases: Partial<Record<PhaseName, PhaseFigures>>;
  /** holds.ts's workload at the holds' crowd size on the same database, when measured. */
  databaseHolds?: Throughput;
}

export interface RushLevel {
  fans: number;
  buyers: number;
  rounds: RushRound[];
}

export interface RushResult {
  options: RushOptions;
  club: string;
  host: string;
  eventId: string;
  matchPath: string;
  staticPath: string;
  weights: { home: PageWeight; match: PageWeight; staticFile: Bytes; block: Bytes };
  levels: RushLevel[];
  integrity: SeatIntegrity;
  leftoversReleased: number;
  /** Why the database-level holds were not measured, when they were not. */
  databaseHoldsSkipped?: string;
  /** Pauses for the stack to go quiet between phases: how many did not get there in time. */
  notQuiet: number;
  /** Whether the match is behind a waiting room (ADR 0014), whose holds need an admission. */
  waitingRoom: boolean;
  minutes: number;
}

export interface RushStack {
  webOrigin: string;
  databaseUrl: string;
  sessionSecret: string;
  processRoots: number[];
}

function clubOf(slug: string): Tenant {
  const tenant = getTenantRegistry(0).bySlug.get(slug);
  if (!tenant) throw new Error(`tenant ${slug} is missing from the tenants folder`);
  return tenant;
}

export function localHost(tenant: Tenant): string {
  return tenant.domains.find((domain) => domain.endsWith('.localhost')) ?? tenant.domains[0] ?? tenant.slug;
}

/** The home page's JS file whose compressed size is nearest its HTML's: the same bytes, no rendering. */
function staticBaseline(home: PageWeight): PageWeight['files'][number] {
  const scripts = home.files.filter((file) => file.url.startsWith('/_next/static/chunks/'));
  const nearest = [...scripts].sort(
    (a, b) => Math.abs(a.compressed - home.html.compressed) - Math.abs(b.compressed - home.html.compressed),
  )[0];
  if (!nearest) throw new Error('the home page loads no JS chunk under /_next/static/chunks/');
  return nearest;
}

/** Whether `eventId` has a waiting room (none before the waiting room's migration). */
async function hasWaitingRoom(databaseUrl: string, tenant: string, eventId: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from waiting_rooms where tenant_id = $1 and event_id = $2`,
      [tenant, eventId],
    );
    return rows.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return false; // no such table
    throw error;
  } finally {
    await client.end();
  }
}

async function maxConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number(
      (await client.query<{ max_connections: string }>('show max_connections')).rows[0]?.max_connections,
    );
  } finally {
    await client.end();
  }
}

export async function rushBench(stack: RushStack, options: RushOptions): Promise<RushResult> {
  const startedAt = performance.now();
  const tenant = clubOf(RUSH_CLUB);
  const host = localHost(tenant);
  const matchPath = `/event/${RUSH_EVENT}`;
  const acceptLanguage = tenant.locales[0] ?? 'en';
  const target: RushTarget = {
    eventId: RUSH_EVENT,
    matchPath,
    acceptLanguage,
    blocks: await eventBlocks(stack.databaseUrl, RUSH_CLUB, RUSH_EVENT),
  };
  // The warm-up's buying phase makes every fan of the smallest crowd a buyer.
  const maxBuyers = Math.max(
    options.holdsFans,
    Math.min(...options.fans),
    ...options.fans.map((fans) => Math.round(fans * options.buyerShare)),
  );
  progress(`${maxBuyers} logged-in bench fans…`);
  const fans: BenchFan[] = await benchFans(stack.databaseUrl, stack.sessionSecret, RUSH_CLUB, maxBuyers);
  const cookies = fans.map((fan) => fan.cookie);

  progress('page weights…');
  const home = await pageWeight(stack.webOrigin, host, '/', { 'accept-language': acceptLanguage });
  const match = await pageWeight(stack.webOrigin, host, matchPath, { 'accept-language': acceptLanguage });
  const chunk = staticBaseline(home);
  const middleBlock = target.blocks[Math.floor(target.blocks.length / 2)];
  const blockAnswer = await fetchBytes(
    stack.webOrigin,
    host,
    '/api/block',
    {},
    {
      eventId: RUSH_EVENT,
      ...middleBlock,
    },
  );
  if (home.status !== 200 || match.status !== 200 || blockAnswer.status !== 200)
    throw new Error(
      `the rush's routes do not answer 200: home ${home.status}, match ${match.status}, block ${blockAnswer.status}`,
    );

  let notQuiet = 0;
  const settle = async () => {
    const { quiet } = await waitUntilQuiet(stack.processRoots, { maxMs: 30_000 });
    if (!quiet) notQuiet += 1;
  };
  const run = async (fanCount: number, seconds: number, flow: FanFlow) => {
    const figures = await runFans({
      origin: stack.webOrigin,
      host,
      fans: fanCount,
      seconds,
      timeoutMs: options.timeoutSeconds * 1000,
      stackRoots: stack.processRoots,
      flow,
    });
    await settle();
    return figures;
  };
  const flows = {
    static: oneRequestFlow(ROUTES.static, chunk.url, acceptLanguage),
    home: oneRequestFlow(ROUTES.home, '/', acceptLanguage),
    match: oneRequestFlow(ROUTES.match, matchPath, acceptLanguage),
    browsing: browsingFlow(target),
  };
  const buying = async (buyers: number) =>
    buyingFlow({
      eventId: RUSH_EVENT,
      plan: await seatPlan(stack.databaseUrl, RUSH_CLUB, RUSH_EVENT, buyers),
      cookies,
      hotShare: options.hotShare,
    });

  const waitingRoom = await hasWaitingRoom(stack.databaseUrl, RUSH_CLUB, RUSH_EVENT);
  if (waitingRoom)
    progress(`${RUSH_CLUB} ${RUSH_EVENT} has a waiting room: holds without an admission are refused`);
  const connections = await maxConnections(stack.databaseUrl);
  const databaseHoldsSkipped =
    connections < options.holdsFans + 50
      ? `the database allows ${connections} connections, the database-level holds need ${options.holdsFans} beside the stack's`
      : undefined;

  const smallest = Math.min(...options.fans);
  progress(`warming up (${options.warmUpSeconds} s of each phase at ${smallest} fans)…`);
  for (const flow of [flows.static, flows.home, flows.match, flows.browsing])
    await run(smallest, options.warmUpSeconds, flow);
  await run(smallest, options.warmUpSeconds, await buying(smallest));

  const levels: RushLevel[] = [];
  for (const fanCount of options.fans) {
    const buyers = Math.max(1, Math.round(fanCount * options.buyerShare));
    const level: RushLevel = { fans: fanCount, buyers, rounds: [] };
    for (let round = 1; round <= options.rounds; round += 1) {
      progress(`${fanCount} fans: round ${round} of ${options.rounds}…`);
      const phases: RushRound['phases'] = {};
      phases.static = await run(fanCount, options.seconds, flows.static);
      phases.home = await run(fanCount, options.seconds, flows.home);
      phases.match = await run(fanCount, options.seconds, flows.match);
      phases.mix = await run(
        fanCount,
        options.seconds,
        mixFlow(buyers, await buying(buyers), flows.browsing),
      );
      const rushRound: RushRound = { phases };
      if (fanCount === options.holdsFans) {
        phases.holds = await run(fanCount, options.seconds, await buying(fanCount));
        if (!databaseHoldsSkipped) {
          const { holds } = await holdsWorkload(stack.databaseUrl, tenant, fanCount, options.seconds);
          rushRound.databaseHolds = holds;
          await settle();
        }
      }
      level.rounds.push(rushRound);
    }
    levels.push(level);
  }

  progress('checking seats in the database…');
  const customerIds = fans.map((fan) => fan.customerId);
  const integrity = await checkSeats(stack.databaseUrl, RUSH_CLUB, customerIds);
  const leftoversReleased = await releaseLeftovers(stack.webOrigin, host, stack.databaseUrl, RUSH_CLUB, fans);
  return {
    options,
    club: RUSH_CLUB,
    host,
    eventId: RUSH_EVENT,
    matchPath,
    staticPath: chunk.url,
    weights: {
      home,
      match,
      staticFile: { compressed: chunk.compressed, raw: chunk.raw },
      block: { compressed: await compressedSize(blockAnswer), raw: blockAnswer.raw.length },
    },
    levels,
    integrity,
    leftoversReleased,
    ...(databaseHoldsSkipped ? { databaseHoldsSkipped } : {}),
    notQuiet,
    waitingRoom,
    minutes: (performance.now() - startedAt) / 60_000,
  };
}
