/**
 * Screenshots of pages as a fan sees them, for reviewing a change: desktop and 375-px phone.
 *   npx tsx scripts/dev/screenshots.ts [baseUrlPort=3000] [outDir=screenshots] [path=/] [hosts...]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [port = '3000', outDir = 'screenshots', pagePath = '/', ...hostArgs] = process.argv.slice(2);
const hosts = hostArgs.length
  ? hostArgs
  : ['riviera.localhost', 'amstel.localhost', 'neva.localhost', 'localhost'];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  for (const host of hosts) {
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 375, height: 812 }],
    ] as const) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await page.goto(`http://${host}:${port}${pagePath}`, { waitUntil: 'networkidle' });
      const file = path.join(
        outDir,
        `${host.split('.')[0]}${pagePath.replace(/\W+/g, '-').replace(/-$/, '')}-${name}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
  await browser.close();
}
void main();
