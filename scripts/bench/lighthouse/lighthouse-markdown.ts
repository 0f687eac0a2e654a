/** The Lighthouse section of docs/performance.md, and its console summary. */
import { buildLine, machineLine, today } from '../performance-doc';
import {
  CHROME_FLAGS,
  medianOf,
  QUIET_BEFORE_RUN,
  type LighthousePage,
  type LighthouseResult,
} from './lighthouse';

export const LIGHTHOUSE_HEADING = '## Lighthouse (mobile)';

/** Targets the pages are held to (ADR 0016): performance ≥ 90, accessibility 100. */
export const TARGETS = { performance: 90, accessibility: 100 } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(page: LighthousePage): string {
  const performance = medianOf(page, (r) => r.performance);
  const accessibility = medianOf(page, (r) => r.accessibility);
  const mark = (value: number, target: number) => `${value.toFixed(0)} ${value >= target ? '✓' : '✗'}`;
  return [
    '',
    page.club,
    `${page.page} \`${page.path}\`${page.loggedIn ? ' (logged in)' : ''}`,
    `**${mark(performance, TARGETS.performance)}**`,
    page.runs.map((r) => r.performance.toFixed(0)).join(' · '),
    `**${mark(accessibility, TARGETS.accessibility)}**`,
    seconds(medianOf(page, (r) => r.fcpMs)),
    seconds(medianOf(page, (r) => r.lcpMs)),
    `${medianOf(page, (r) => r.tbtMs).toFixed(0)} ms`,
    medianOf(page, (r) => r.cls).toFixed(3),
    `${kb(page.firstLoadJs.compressed)} (${page.firstLoadJs.count} files)`,
    `${kb(page.html.compressed)}`,
    '',
  ]
    .join(' | ')
    .trim();
}

export function lighthouseMarkdown(result: LighthouseResult, command: string): string {
  const failing = result.pages.flatMap((page) => {
    const audits = [...new Set(page.runs.flatMap((run) => run.failedA11y))];
    return audits.length ? [`- ${page.club} ${page.page}: ${audits.map((a) => `\`${a}\``).join(', ')}`] : [];
  });
  const warnings = [...new Set(result.pages.flatMap((page) => page.runs.flatMap((run) => run.warnings)))];
  const met = result.pages.filter(
    (page) =>
      medianOf(page, (r) => r.performance) >= TARGETS.performance &&
      medianOf(page, (r) => r.accessibility) >= TARGETS.accessibility,
  ).length;
  const benchmarkIndexes = result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  return [
    LIGHTHOUSE_HEADING,
    '',
    `Last measured: ${today()}, ${machineLine()}, ${buildLine()}; Lighthouse ${result.lighthouseVersion}, ${result.chromeVersion}; ${result.minutes.toFixed(1)} minutes.`,
    `Reproduce: \`${command}\`.`,
    '',
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}. Met by **${met} of ${result.pages.length}** pages.`,
    '',
    'How measured:',
    '',
    "- Lighthouse's default (mobile) configuration: a mid-range phone on slow 4G, throttling simulated from",
    '  an unthrottled load; categories performance and accessibility. Chromium from Debian',
    `  (\`CHROME_PATH\`, default /usr/bin/chromium) with \`${CHROME_FLAGS.join(' ')}\`, one browser for every run,`,
    "  Lighthouse clearing the origin's cache and storage before each.",
    `- Each page ${result.options.runs} times, interleaved (run 1 of every page of a club, then run 2…); the table shows the median`,
    "  of each figure over the runs (the machine is shared and noisy), and each run's performance score in run order.",
    "- The bench's own production stack (ports 3200/4200), the on-sale match `m05` of each club. Logged in means",
    "  the demo fan, logged in through the shop's login route, its cookies in the browser's cookie jar. The",
    "  summary page shows an order on hold that the fan puts through the shop's order route before each run",
    '  (and releases after). Amstel shows its seat map to logged-in fans only, so its match page is measured',
    '  logged in.',
    "- First-load JS: the files the page's HTML loads (`<script src>` and script preloads), compressed as the",
    '  server sent them; HTML likewise.',
    `- Lighthouse's benchmark index of this machine during the runs: ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)} (higher is faster).`,
    `- Runs Lighthouse could not trace ("Please run Lighthouse again") were run again, at most twice: ${result.rerun.length ? result.rerun.join(', ') : 'none'}.`,
    `- Each run starts once the stack (storefront, API, PostgreSQL) has used under ${QUIET_BEFORE_RUN.belowCores} cores for half a second,`,
    `  waited for at most ${QUIET_BEFORE_RUN.maxMs / 1000} s: the browser shares the machine with the server, a fan's phone does not.`,
    `  Runs that started without it: ${result.notQuiet}.`,
    '',
    '| club | page | performance | runs | accessibility | FCP | LCP | TBT | CLS | first-load JS | HTML |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.pages.map(row),
    '',
    ...(failing.length ? ['Accessibility audits that failed in at least one run:', '', ...failing, ''] : []),
    ...(warnings.length ? ["Lighthouse's warnings:", '', ...warnings.map((w) => `- ${w}`), ''] : []),
  ].join('\n');
}

export function lighthouseSummary(result: LighthouseResult): string[] {
  return result.pages.map(
    (page) =>
      `lighthouse, ${page.club} ${page.page}: performance ${medianOf(page, (r) => r.performance)}, accessibility ${medianOf(page, (r) => r.accessibility)}, LCP ${seconds(medianOf(page, (r) => r.lcpMs))}`,
  );
}
