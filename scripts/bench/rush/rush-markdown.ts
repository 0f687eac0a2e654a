/** The on-sale rush section of docs/performance.md, and its console summary. */
import os from 'node:os';
import { median } from '../bench-row';
import type { Bytes } from '../page-bytes';
import { buildLine, machineLine, today } from '../performance-doc';
import type { CpuKind } from '../stack-cpu';
import { ROUTES } from './fan-flows';
import type { PhaseFigures } from './fan-load';
import { OUTCOMES, type RouteFigures } from './route-tally';
import type { PhaseName, RushLevel, RushResult } from './rush';
import { HOT_SEATS } from './seat-plan';

export const RUSH_HEADING = '## On-sale rush (HTTP)';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
/** Two significant digits below 0.1 (pages today are a few hundredths of the static file), else two decimals. */
const ratio = (n: number) => (n === 0 ? '0' : n < 0.1 ? n.toPrecision(2) : n.toFixed(2));
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);

/** The figures of `route` in `phase` of every round of `level` (rounds where it was measured). */
function routeRounds(level: RushLevel, phase: PhaseName, route: string): RouteFigures[] {
  return level.rounds
    .map((round) => round.phases[phase]?.routes.find((r) => r.route === route))
    .filter((r): r is RouteFigures => r !== undefined);
}

function latency(rounds: RouteFigures[], timeoutMs: number): string {
  const p50 = median(rounds.map((r) => r.p50Ms));
  const p99 = median(rounds.map((r) => r.p99Ms));
  const show = (n: number) => (n >= timeoutMs ? `≥ ${ms(timeoutMs)}` : ms(n));
  return `${show(p50)} / ${show(p99)}`;
}

function routeRow(label: string, rounds: RouteFigures[], timeoutMs: number): string {
  const total = (pick: (r: RouteFigures) => number) => rounds.reduce((sum, r) => sum + pick(r), 0);
  const outcomes = OUTCOMES.map((outcome) => {
    const n = total((r) => r.outcomes[outcome]);
    if (outcome === '503') {
      const withRetry = total((r) => r.retryAfter);
      return n ? `${n} (${withRetry} with Retry-After)` : '0';
    }
    if (outcome === 'connection error') {
      const timeouts = total((r) => r.timeouts);
      return n ? `${n} (${timeouts} timeouts)` : '0';
    }
    return String(n);
  });
  return `| ${label} | **${fmt(median(rounds.map((r) => r.okPerSecond)))}** | ${latency(rounds, timeoutMs)} | ${outcomes.join(' | ')} |`;
}

/** Per-round ratio of a route's 2xx/s to the static file's, median and range. */
function ratioToStatic(level: RushLevel, phase: PhaseName, route: string): string {
  const ratios = level.rounds
    .map((round) => {
      const measured = round.phases[phase]?.routes.find((r) => r.route === route)?.okPerSecond;
      const base = round.phases.static?.routes.find((r) => r.route === ROUTES.static)?.okPerSecond;
      return measured !== undefined && base ? measured / base : undefined;
    })
    .filter((r): r is number => r !== undefined);
  if (ratios.length === 0) return '–';
  const [low, high] = [Math.min(...ratios), Math.max(...ratios)];
  return `**${ratio(median(ratios))}×** (${ratio(low)}–${ratio(high)})`;
}

const CPU_COLUMNS: Array<[CpuKind, string]> = [
  ['storefront', 'storefront'],
  ['api', 'API'],
  ['postgres', 'PostgreSQL'],
  ['load generator', 'load generator'],
  ['rest of machine', 'rest of the machine'],
];

function cpuRow(level: RushLevel, phase: PhaseName, label: string): string | undefined {
  const phases = level.rounds.map((round) => round.phases[phase]).filter((p): p is PhaseFigures => !!p);
  if (phases.length === 0) return undefined;
  const cells = CPU_COLUMNS.map(([kind]) => median(phases.map((p) => p.cores[kind])).toFixed(2));
  const lag = median(phases.map((p) => p.loadGeneratorLagP99Ms));
  return `| ${level.fans} | ${label} | ${cells.join(' | ')} | ${lag.toFixed(0)} ms |`;
}

function detailNotes(result: RushResult): string[] {
  const notes: string[] = [];
  for (const level of result.levels)
    for (const phase of ['static', 'home', 'match', 'mix', 'holds'] as PhaseName[]) {
      const totals = new Map<string, Map<string, number>>();
      for (const round of level.rounds)
        for (const route of round.phases[phase]?.routes ?? [])
          for (const [code, n] of Object.entries(route.detail)) {
            if (code.startsWith('2')) continue;
            const byCode = totals.get(route.route) ?? new Map<string, number>();
            byCode.set(code, (byCode.get(code) ?? 0) + n);
            totals.set(route.route, byCode);
          }
      for (const [route, byCode] of totals)
        notes.push(
          `${level.fans} fans, ${phase}: ${route}: ${[...byCode].map(([code, n]) => `${n}× ${code}`).join(', ')}`,
        );
    }
  return notes;
}

function bytesRow(
  label: string,
  answer: Bytes,
  assets?: { scripts: Bytes & { count: number }; styles: Bytes & { count: number } },
): string {
  const js = assets
    ? `${kb(assets.scripts.compressed)} in ${assets.scripts.count} files (${kb(assets.scripts.raw)} raw)`
    : '–';
  const css = assets
    ? assets.styles.count
      ? `${kb(assets.styles.compressed)} in ${assets.styles.count} files`
      : 'none (styles inline in the HTML)'
    : '–';
  return `| ${label} | ${kb(answer.compressed)} | ${kb(answer.raw)} | ${js} | ${css} |`;
}

export function rushMarkdown(result: RushResult, command: string): string {
  const { options } = result;
  const timeoutMs = options.timeoutSeconds * 1000;
  const allPhases = result.levels.flatMap((level) =>
    level.rounds.flatMap((round) => Object.values(round.phases) as PhaseFigures[]),
  );
  const others = median(allPhases.map((p) => p.cores['rest of machine']));
  const othersMax = Math.max(...allPhases.map((p) => p.cores['rest of machine']));
  const header = `| route | 2xx/s | p50 / p99 | ${OUTCOMES.join(' | ')} |`;
  const rule = `| --- | --- | --- | ${OUTCOMES.map(() => '---').join(' | ')} |`;
  const levelTables = result.levels.flatMap((level) => {
    const rows: string[] = [];
    const add = (label: string, phase: PhaseName, route: string) => {
      const rounds = routeRounds(level, phase, route);
      if (rounds.length) rows.push(routeRow(label, rounds, timeoutMs));
    };
    add(`alone: ${ROUTES.static}`, 'static', ROUTES.static);
    add(`alone: ${ROUTES.home}`, 'home', ROUTES.home);
    add(`alone: ${ROUTES.match}`, 'match', ROUTES.match);
    for (const route of [ROUTES.home, ROUTES.match, ROUTES.block, ROUTES.hold, ROUTES.release])
      add(`mix: ${route}`, 'mix', route);
    for (const route of [ROUTES.hold, ROUTES.release]) add(`buyers alone: ${route}`, 'holds', route);
    return [
      `#### ${level.fans} fans (mix: ${level.fans - level.buyers} browsing, ${level.buyers} buying)`,
      '',
      header,
      rule,
      ...rows,
      '',
    ];
  });
  const ratioRows = result.levels.map((level) => {
    const ok = (phase: PhaseName, route: string) =>
      fmt(median(routeRounds(level, phase, route).map((r) => r.okPerSecond)));
    return `| ${level.fans} | ${ok('static', ROUTES.static)} | ${ok('home', ROUTES.home)} | ${ratioToStatic(level, 'home', ROUTES.home)} | ${ok('match', ROUTES.match)} | ${ratioToStatic(level, 'match', ROUTES.match)} |`;
  });
  const holdsLevel = result.levels.find((level) => level.fans === options.holdsFans);
  const holdsLines: string[] = [];
  if (holdsLevel) {
    const http = routeRounds(holdsLevel, 'holds', ROUTES.hold);
    const database = holdsLevel.rounds.map((round) => round.databaseHolds).filter((d) => d !== undefined);
    const ratios = holdsLevel.rounds
      .map((round) => {
        const e2e = round.phases.holds?.routes.find((r) => r.route === ROUTES.hold)?.okPerSecond;
        return e2e !== undefined && round.databaseHolds ? e2e / round.databaseHolds.perSecond : undefined;
      })
      .filter((r): r is number => r !== undefined);
    holdsLines.push(
      '| path | holds/s | hold p50 / p99 |',
      '| --- | --- | --- |',
      `| HTTP: ${options.holdsFans} logged-in fans through the storefront (BFF → GraphQL API → PostgreSQL) | **${fmt(median(http.map((r) => r.okPerSecond)))}** | ${latency(http, timeoutMs)} |`,
      database.length
        ? `| database: holds.ts's workload, ${options.holdsFans} connections, same database server | **${fmt(median(database.map((d) => d.perSecond)))}** | ${ms(median(database.map((d) => d.p50Ms)))} / ${ms(median(database.map((d) => d.p99Ms)))} |`
        : `| database: not measured (${result.databaseHoldsSkipped ?? 'no rounds'}) | – | – |`,
      '',
      ratios.length
        ? `End to end ÷ database: **${median(ratios).toFixed(2)}×** (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}).`
        : '',
      '',
    );
  }
  const cpuRows = result.levels.flatMap((level) =>
    (
      [
        ['static', 'static chunk alone'],
        ['home', 'home page alone'],
        ['match', 'match page alone'],
        ['mix', 'mix'],
        ['holds', 'buyers alone'],
      ] as Array<[PhaseName, string]>
    )
      .map(([phase, label]) => cpuRow(level, phase, label))
      .filter((row): row is string => row !== undefined),
  );
  const { integrity } = result;
  const hotPairs = HOT_SEATS / 2;
  return [
    RUSH_HEADING,
    '',
    `Last measured: ${today()}, ${machineLine()}, ${buildLine()}; ${result.minutes.toFixed(1)} minutes.`,
    `Reproduce: \`${command}\`.`,
    '',
    `The machine was shared: processes outside the bench used a median of ${others.toFixed(2)} cores (up to ${othersMax.toFixed(2)}) of the`,
    `${os.cpus().length} during the measured windows (other engineers' builds and tests); every figure below is what was left.`,
    '',
    'How measured:',
    '',
    `- The bench's own production stack (\`next start\`, the API, embedded PostgreSQL; ports 3200/4200, data in`,
    `  .data/bench, a fresh database each run: no orders of earlier runs), the club ${result.club} (30,000-seat stadium) and its on-sale match \`${result.matchPath}\`. Fans are`,
    '  a keep-alive HTTP loop (undici, one connection per fan, in the bench process) sending to 127.0.0.1 with',
    `  \`Host: ${result.host}\`, \`Accept-Encoding: gzip, br\` and a desktop Chrome user agent; each fan starts its next`,
    '  request as soon as the previous answer is read (no think time): N fans are N requests in flight.',
    '- Browsing fans load the home page, the match page and one random block of its map (`POST /api/block`)',
    '  in turn, as whole document loads (a fan arriving from a link). Buyers are logged in (bench customers with a',
    "  session cookie sealed with the stack's SESSION_SECRET): they hold two seats",
    '  (`POST /api/order/create-order-with-tickets`) and release them (`POST /api/order/update-tickets-on-order`',
    '  with no ticket left; a release refused with 503 is tried again, as the cart does). After a 503 from',
    '  the block or an order route, a fan waits its Retry-After (1 s without one) plus up to half again, as',
    "  the shop's browser code does (ADR 0015). Each buyer holds its own seats (the free seats split in one run",
    '  per buyer, as in the',
    `  holds benchmark), except ${Math.round(options.hotShare * 100)} % of the holds, which go to ${hotPairs} pairs of seats of one hot block that`,
    `  every buyer wants (the losers get 409). The match ${result.waitingRoom ? 'has a waiting room (ADR 0014): holds without an admission are refused' : 'has no waiting room, so holds are not gated'}.`,
    `- At each crowd size, ${options.rounds} rounds; a round runs, one after the other, ${options.seconds} s of: the static file alone, the home`,
    `  page alone, the match page alone, the mix (${Math.round(options.buyerShare * 100)} % buyers), and at ${options.holdsFans} fans buyers alone followed by`,
    "  the holds benchmark's own workload (holds.ts: `createOrderWithTickets` + `cancelOrder`) straight against the",
    `  stack's database with as many connections. Before the rounds, ${options.warmUpSeconds} s of each phase unmeasured. Between phases the`,
    `  bench waits until the stack is idle (≤ 0.15 cores; ${result.notQuiet} waits gave up after 30 s).`,
    '- Requests are started during the window only, and each is followed to its end. Rates are 2xx answers to',
    "  them ÷ the time from the window's start to the last answer (a page slower than the window still counts,",
    "  over the time it took), median of the rounds; latencies are the median of the rounds' p50 and p99; a fan",
    `  gives up after ${options.timeoutSeconds} s (a connection error, its latency counted as ${options.timeoutSeconds} s: "≥ ${options.timeoutSeconds} s" means a percentile fell on`,
    '  those). Answers are counted by class over all rounds; 503 (the shop saying it is busy) is apart from other',
    '  5xx, and connection errors (no answer) are apart from answers.',
    `- The static file is \`${result.staticPath}\`, the home page's JS chunk whose gzip size (${kb(result.weights.staticFile.compressed)}) is nearest`,
    "  its HTML's: the ratios below compare rendering a page with only sending as many bytes.",
    '',
    '### Throughput and latency per route',
    '',
    ...levelTables,
    '### Pages against the static file',
    '',
    'Each page alone at the same crowd size as the static file alone, same round: 2xx/s of the page ÷ 2xx/s',
    'of the file (median of the per-round ratios, lowest–highest).',
    '',
    '| fans | static file 2xx/s | home page 2xx/s | home ÷ static | match page 2xx/s | match ÷ static |',
    '| --- | --- | --- | --- | --- | --- |',
    ...ratioRows,
    '',
    ...(holdsLevel
      ? [
          `### Holds end to end against the database (${options.holdsFans} fans)`,
          '',
          `Buyers alone over HTTP, and in the same round holds.ts's workload with ${options.holdsFans} connections of its own on the`,
          "stack's PostgreSQL (durable commits, as the stack runs; the seat-hold section's figures are on a throwaway",
          'server without fsync, so they are higher). The API reaches the database through its pool.',
          '',
          ...holdsLines,
        ]
      : []),
    '### Bytes per route',
    '',
    "As the server sent them to a browser asking for gzip or br, and decompressed; a page's JS and CSS are the",
    'files its HTML loads (`<script src>`, `<link rel=stylesheet>`, and preloads of scripts and styles).',
    '',
    '| route | answer (compressed) | answer (raw) | JS the page loads (compressed) | CSS the page loads |',
    '| --- | --- | --- | --- | --- |',
    bytesRow(`home page \`/\``, result.weights.home.html, result.weights.home),
    bytesRow(`match page \`${result.matchPath}\``, result.weights.match.html, result.weights.match),
    bytesRow('block (`POST /api/block`, the middle block of the map)', result.weights.block),
    bytesRow(`static file \`${result.staticPath}\``, result.weights.staticFile),
    '',
    ...(result.weights.home.uncompressed.length + result.weights.match.uncompressed.length
      ? [
          `Sent uncompressed (gzipped here for the table): ${[...new Set([...result.weights.home.uncompressed, ...result.weights.match.uncompressed])].join(', ')}.`,
          '',
        ]
      : []),
    '### CPU during the measured windows',
    '',
    'Cores used on average (the machine has 2), median of the rounds, read from /proc; the load generator is',
    'the bench process (its event-loop delay p99 says whether it kept up).',
    '',
    `| fans | phase | ${CPU_COLUMNS.map(([, label]) => label).join(' | ')} | load generator delay p99 |`,
    `| --- | --- | ${CPU_COLUMNS.map(() => '---').join(' | ')} | --- |`,
    ...cpuRows,
    '',
    '### Seats after the run',
    '',
    `Checked in the database after the last round (every event of ${result.club}):`,
    '',
    `- Seats with two live tickets: **${integrity.seatsWithTwoLiveTickets}** (must be 0).`,
    `- Live tickets on a seat whose row names another order or is free: **${integrity.liveTicketsOnAnotherOrdersSeat}** (must be 0).`,
    `- Seats held or sold by an order without a live ticket of that order: **${integrity.takenSeatsWithoutLiveTicket}** (must be 0).`,
    `- Bench orders still on hold (a fan gave up on an answer that came later): ${integrity.benchOrdersLeftOnHold}; ${result.leftoversReleased} released afterwards through the shop.`,
    '',
    ...(detailNotes(result).length
      ? [
          'Answers other than 2xx, by status or error:',
          '',
          ...detailNotes(result).map((note) => `- ${note}`),
          '',
        ]
      : []),
  ].join('\n');
}

/** The console lines of a rush run. */
export function rushSummary(result: RushResult): string[] {
  return result.levels.map((level) => {
    const ok = (phase: PhaseName, route: string) =>
      median(routeRounds(level, phase, route).map((r) => r.okPerSecond));
    return `rush, ${level.fans} fans: static ${fmt(ok('static', ROUTES.static))}/s, home ${fmt(ok('home', ROUTES.home))}/s (${ratioToStatic(level, 'home', ROUTES.home)}), match ${fmt(ok('match', ROUTES.match))}/s (${ratioToStatic(level, 'match', ROUTES.match)}), mix holds ${fmt(ok('mix', ROUTES.hold))}/s`;
  });
}
