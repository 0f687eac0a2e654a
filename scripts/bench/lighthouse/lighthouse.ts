/**
 * Lighthouse (mobile: its default config, a mid-range phone on slow 4G with simulated throttling)
 * on the pages a fan of each demo club sees on the way to paying: home, an on-sale match page and
 * the order summary. The summary needs a logged-in fan with an order on hold, and so does
 * amstel's match page (its seat map is for logged-in fans only): the demo fan logs in through the
 * shop's own login route, its cookies go into the browser's cookie jar (Lighthouse clears an
 * origin's storage but not its cookies, and pages read the readable session hint from
 * document.cookie, which a Cookie request header would not give them), and its order is put on
 * hold through the shop's order route right before each summary run.
 */
import { existsSync } from 'node:fs';
import type { Tenant } from '@stadio/tenants';
import { DEMO_CUSTOMER } from '@stadio/db';
import { getTenantRegistry } from '@stadio/tenants';
import { request } from 'undici';
import { median } from '../bench-row';
import { BROWSER_HEADERS } from '../browser-headers';
import { pageWeight, type Bytes } from '../page-bytes';
import { localHost } from '../rush/rush';
import { seatPlan } from '../rush/seat-plan';
import { waitUntilQuiet } from '../stack-cpu';

const progress = (message: string) => process.stderr.write(`[lighthouse] ${message}\n`);

export const LIGHTHOUSE_EVENT = 'm05';
/** Tries of one run when Lighthouse could not trace the load. */
const MAX_ATTEMPTS = 3;

/** Lighthouse's "Something went wrong with recording the trace… Please run Lighthouse again." */
class TraceError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse could not trace the page load (${code})`);
  }
}
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseOptions {
  clubs: string[];
  runs: number;
}

export const DEFAULT_LIGHTHOUSE_OPTIONS: LighthouseOptions = {
  clubs: ['riviera', 'amstel', 'neva'],
  // Lighthouse's variability guide: the median of five runs about halves the spread of one. With
  // three, one slow minute of this shared machine decided a page's score (TBT 77–481 ms on the same
  // build); docs/performance.md shows every run's score beside the median.
  runs: 5,
};

/** One Lighthouse run's figures (scores 0–100, times in ms). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed (ids). */
  failedA11y: string[];
  /** Lighthouse's own estimate of the machine's speed (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
}

export type LighthousePageName = 'home' | 'match' | 'summary';

export interface LighthousePage {
  club: string;
  page: LighthousePageName;
  path: string;
  loggedIn: boolean;
  runs: LighthouseRun[];
  /** The JS the page's HTML loads, compressed as served, and the HTML. */
  firstLoadJs: Bytes & { count: number };
  html: Bytes;
}

export interface LighthouseResult {
  options: LighthouseOptions;
  pages: LighthousePage[];
  lighthouseVersion: string;
  chromeVersion: string;
  minutes: number;
  /** Runs Lighthouse could not trace and asked to run again ("Please run Lighthouse again"), run again. */
  rerun: string[];
  /** Runs that started without the stack having gone quiet first (see {@link QUIET_BEFORE_RUN}). */
  notQuiet: number;
}

/**
 * Before each run, the stack (storefront, API, PostgreSQL) must have used under 0.15 cores for half
 * a second, waited for at most 10 s: the browser shares the machine's two cores with the server, and
 * work left from the step before (the summary's order put on hold, the previous run's requests, a
 * vacuum after the rush) would slow the page's main thread, which a fan's phone does not share.
 */
export const QUIET_BEFORE_RUN = { belowCores: 0.15, maxMs: 10_000 } as const;

export interface LighthouseStack {
  webOrigin: string;
  databaseUrl: string;
  browserOrigin(slug: string): string;
  /** The stack's processes (with their children), whose CPU {@link QUIET_BEFORE_RUN} reads. */
  processRoots: number[];
}

interface Cookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

async function post(
  stack: LighthouseStack,
  host: string,
  path: string,
  body: unknown,
  cookie = '',
): Promise<{ status: number; json: unknown; cookies: Cookie[] }> {
  const response = await request(new URL(path, stack.webOrigin), {
    method: 'POST',
    headers: {
      host,
      'user-agent': BROWSER_HEADERS['user-agent'],
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.body.text();
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at).trim(),
      value: pair.slice(at + 1).trim(),
      httpOnly: attributes.some((a) => a.trim().toLowerCase() === 'httponly'),
    };
  });
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.statusCode, json, cookies };
}

/** The demo fan logged in at `tenant` through the shop's login route: the cookies it set. */
async function logIn(stack: LighthouseStack, host: string): Promise<Cookie[]> {
  const answer = await post(stack, host, '/api/proxy/website-keycloak/authenticate', {
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
  });
  if (answer.status !== 200 || answer.cookies.length === 0)
    throw new Error(
      `the demo fan could not log in at ${host}: ${answer.status} ${JSON.stringify(answer.json)}`,
    );
  return answer.cookies;
}

const cookieHeader = (cookies: readonly Cookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Puts two free seats of the match on hold for the logged-in fan; returns the order id. */
async function holdOrder(
  stack: LighthouseStack,
  tenant: Tenant,
  cookies: readonly Cookie[],
): Promise<string> {
  const plan = await seatPlan(stack.databaseUrl, tenant.slug, LIGHTHOUSE_EVENT, 1);
  const seats = plan.own[0]?.[Math.floor(Math.random() * (plan.own[0]?.length ?? 1))] ?? [];
  const answer = await post(
    stack,
    localHost(tenant),
    '/api/order/create-order-with-tickets',
    {
      ticketType: 'event',
      event: { id: LIGHTHOUSE_EVENT },
      tickets: seats.map((seat) => ({
        block: { id: seat.blockId, isOpenSeating: false },
        seat: { id: seat.seatId },
        offer: { productId: 'full-price', isFromResale: false },
      })),
    },
    cookieHeader(cookies),
  );
  const orderId = (answer.json as { order?: { orderId?: string } } | null)?.order?.orderId;
  if (answer.status !== 200 || !orderId)
    throw new Error(
      `could not hold seats at ${tenant.slug}: ${answer.status} ${JSON.stringify(answer.json)}`,
    );
  return orderId;
}

async function releaseOrder(
  stack: LighthouseStack,
  tenant: Tenant,
  cookies: readonly Cookie[],
  orderId: string,
) {
  await post(
    stack,
    localHost(tenant),
    '/api/order/update-tickets-on-order',
    { orderId, ticketIds: [], ticketAncillaryIds: [] },
    cookieHeader(cookies),
  );
}

type RunLighthouse = (url: string) => Promise<LighthouseRun>;

export async function lighthouseBench(
  stack: LighthouseStack,
  options: LighthouseOptions,
): Promise<LighthouseResult> {
  const startedAt = performance.now();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an unhandled 'error' event, which ends the run
  // and loses what the other benchmarks measured: say what is missing instead.
  if (!existsSync(chromePath))
    throw new Error(
      `Lighthouse needs Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`,
    );
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  let lighthouseVersion = '';
  const chromeVersion = (await browserVersion(chrome.port)) ?? 'unknown';
  const rerun: string[] = [];
  let notQuiet = 0;
  const runLighthouse: RunLighthouse = async (url) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runLighthouseOnce(url);
      } catch (error) {
        // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP…) says to run it again; a run
        // that fails the same way three times is a failure of the page, and ends the bench.
        if (!(error instanceof TraceError) || attempt === MAX_ATTEMPTS) throw error;
        rerun.push(`${url}: ${error.code}`);
        progress(`${url}: Lighthouse could not trace the load (${error.code}), running it again…`);
      }
    }
  };
  const runLighthouseOnce: RunLighthouse = async (url) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      if (message.includes('run Lighthouse again')) throw new TraceError(code);
      throw new Error(`Lighthouse failed on ${url}: ${message}`);
    }
    // A logged-out fan would be sent to the login page: measure the page asked for, or nothing.
    const landed = new URL(lhr.finalDisplayedUrl);
    if (landed.pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse asked for ${url} but measured ${lhr.finalDisplayedUrl}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const a11y = lhr.categories.accessibility;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((a11y?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failedA11y: (a11y?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings.map(String),
    };
  };
  const pages: LighthousePage[] = [];
  try {
    const registry = getTenantRegistry(0);
    for (const slug of options.clubs) {
      const tenant = registry.bySlug.get(slug);
      if (!tenant) throw new Error(`no club ${slug} in the tenants folder`);
      const host = localHost(tenant);
      const origin = stack.browserOrigin(slug);
      progress(`${slug}: logging the demo fan in…`);
      const cookies = await logIn(stack, host);
      const header = cookieHeader(cookies);
      const setLoggedIn = async (loggedIn: boolean) => {
        for (const cookie of await browser.cookies()) await browser.deleteCookie(cookie);
        if (loggedIn)
          await browser.setCookie(
            ...cookies.map((cookie) => ({
              name: cookie.name,
              // Set-Cookie values are URI-encoded by the server; the jar keeps them as sent.
              value: cookie.value,
              domain: host,
              path: '/',
              httpOnly: cookie.httpOnly,
              secure: false,
              sameSite: 'Lax' as const,
            })),
          );
      };
      const mapNeedsLogin = !tenant.seatmapAccessibleWhenLoggedOut;
      const specs: Array<{ page: LighthousePageName; path: string; loggedIn: boolean }> = [
        { page: 'home', path: '/', loggedIn: false },
        { page: 'match', path: `/event/${LIGHTHOUSE_EVENT}`, loggedIn: mapNeedsLogin },
        { page: 'summary', path: '/summary?orderId=', loggedIn: true },
      ];
      const clubPages: LighthousePage[] = [];
      for (const spec of specs) {
        let path = spec.path;
        let orderId: string | undefined;
        if (spec.page === 'summary') {
          orderId = await holdOrder(stack, tenant, cookies);
          path = `${spec.path}${orderId}`;
        }
        const weight = await pageWeight(stack.webOrigin, host, path, spec.loggedIn ? { cookie: header } : {});
        if (orderId) await releaseOrder(stack, tenant, cookies, orderId);
        clubPages.push({
          club: slug,
          page: spec.page,
          path: spec.page === 'summary' ? '/summary?orderId=…' : path,
          loggedIn: spec.loggedIn,
          runs: [],
          firstLoadJs: weight.scripts,
          html: weight.html,
        });
      }
      // Interleaved: run 1 of every page, then run 2…, so a slow minute of the machine hits all pages.
      for (let run = 1; run <= options.runs; run += 1)
        for (const [index, spec] of specs.entries()) {
          progress(`${slug}: ${spec.page}, run ${run} of ${options.runs}…`);
          await setLoggedIn(spec.loggedIn);
          const orderId = spec.page === 'summary' ? await holdOrder(stack, tenant, cookies) : undefined;
          if (!(await waitUntilQuiet(stack.processRoots, QUIET_BEFORE_RUN)).quiet) notQuiet += 1;
          try {
            const url = `${origin}${spec.page === 'summary' ? `${spec.path}${orderId}` : spec.path}`;
            clubPages[index]?.runs.push(await runLighthouse(url));
          } finally {
            if (orderId) await releaseOrder(stack, tenant, cookies, orderId);
          }
        }
      await setLoggedIn(false);
      pages.push(...clubPages);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return {
    options,
    pages,
    lighthouseVersion,
    chromeVersion,
    minutes: (performance.now() - startedAt) / 60_000,
    rerun,
    notQuiet,
  };
}

async function browserVersion(port: number): Promise<string | undefined> {
  try {
    const response = await request(`http://127.0.0.1:${port}/json/version`);
    return ((await response.body.json()) as { Browser?: string }).Browser;
  } catch {
    return undefined; // not answering: the version is only for the doc
  }
}

/** Median of a figure over a page's runs. */
export const medianOf = (page: LighthousePage, pick: (run: LighthouseRun) => number) =>
  median(page.runs.map(pick));
