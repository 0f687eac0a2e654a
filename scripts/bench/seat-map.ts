/**
 * Paint benchmark of the seat map in Chromium: time from navigation to the first painted frame of
 * the stadium overview (60 blocks) and of a 2,000-seat block (S14), each divided by a baseline
 * measured in the same run on the same page with empty maps (`?empty=1`: same server, hydration
 * and layout, no blocks or seats). Ratios compare across machines; 1.00 means the map's content
 * costs nothing. Runs on a desktop viewport and on a 375-px phone (3× pixels, CPU slowed 4×).
 *
 * Needs a storefront serving the test routes (STADIO_TEST_ROUTES=1), e.g. the browser-test stack:
 *   npx tsx scripts/bench/seat-map.ts [port=3000] [runs=7] [host=riviera.localhost]
 */
import { type Browser, chromium } from '@playwright/test';
import { PAINT_MARKS } from '../../apps/storefront/src/features/seat-map/paint-marks';

const [port = '3000', runsArg = '7', host = 'riviera.localhost'] = process.argv.slice(2);
const RUNS = Math.max(1, Number(runsArg));

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, cpuSlowdown: 1 },
  { name: 'phone', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, cpuSlowdown: 4 },
] as const;

const CASES = [
  { name: 'overview (60 blocks)', path: '/test-only/seat-map?lng=en', mark: PAINT_MARKS.overview },
  { name: 'block S14 (2,000 seats)', path: '/test-only/seat-map?lng=en&block=S14', mark: PAINT_MARKS.block },
] as const;

type Device = (typeof DEVICES)[number];

/** Milliseconds from navigation start to the paint mark, in a fresh browser context. */
async function paintTime(browser: Browser, device: Device, path: string, mark: string): Promise<number> {
  const context = await browser.newContext({
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    if (device.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuSlowdown });
    }
    await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'commit' });
    const time = await page.waitForFunction(
      (name) => performance.getEntriesByName(name)[0]?.startTime,
      mark,
      {
        timeout: 60_000,
      },
    );
    return Number(await time.jsonValue());
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    console.log(`Seat map paint time ÷ empty-map baseline, median of ${RUNS} interleaved runs\n`);
    for (const device of DEVICES) {
      for (const test of CASES) {
        const baselinePath = `${test.path}&empty=1`;
        // One unmeasured round warms the server's caches for both pages.
        await paintTime(browser, device, baselinePath, test.mark);
        await paintTime(browser, device, test.path, test.mark);
        const baseline: number[] = [];
        const measured: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          baseline.push(await paintTime(browser, device, baselinePath, test.mark));
          measured.push(await paintTime(browser, device, test.path, test.mark));
        }
        const ratio = median(measured) / median(baseline);
        const spread = (Math.max(...measured) - Math.min(...measured)) / median(baseline);
        console.log(
          `${device.name.padEnd(8)} ${test.name.padEnd(24)} ${ratio.toFixed(2)}× baseline (spread ±${(spread / 2).toFixed(2)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
