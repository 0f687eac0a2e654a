/**
 * Paint benchmark of the seat map in Chromium: time from navigation to the first painted frame of
 * the stadium overview (60 blocks) and of a 2,000-seat block (S14), each divided by a baseline
 * measured in the same run on the same page with empty maps (`?empty=1`: same server, hydration
 * and layout, no blocks or seats). Ratios compare across machines; 1.00 means the map's content
 * costs nothing. Runs on a desktop viewport and on a 375-px phone (3× pixels, CPU slowed 4×).
 *
 * Needs a storefront serving the test routes (STADIO_TEST_ROUTES=1); `npm run bench` starts one.
 */
import { type Browser, chromium } from '@playwright/test';
import { type BenchRow, benchRow } from './bench-row';
import { PAINT_MARKS } from '../../apps/storefront/src/features/seat-map/paint-marks';

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
async function paintTime(
  browser: Browser,
  origin: string,
  device: Device,
  path: string,
  mark: string,
): Promise<number> {
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
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
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

/** Seat map paint time ÷ empty-map baseline per device and case, median of `runs` interleaved runs. */
export async function seatMapBench(origin: string, runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    for (const device of DEVICES) {
      for (const test of CASES) {
        const baselinePath = `${test.path}&empty=1`;
        // One unmeasured round warms the server's caches for both pages.
        await paintTime(browser, origin, device, baselinePath, test.mark);
        await paintTime(browser, origin, device, test.path, test.mark);
        const baseline: number[] = [];
        const measured: number[] = [];
        for (let run = 0; run < runs; run++) {
          baseline.push(await paintTime(browser, origin, device, baselinePath, test.mark));
          measured.push(await paintTime(browser, origin, device, test.path, test.mark));
        }
        rows.push(
          benchRow(`seat map, ${device.name}: ${test.name}`, 'same page with empty maps', measured, baseline),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
