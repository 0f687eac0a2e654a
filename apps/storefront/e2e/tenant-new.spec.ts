import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_TENANTS_DIR } from '../playwright.config';
import { hostUrl } from './support/hosts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SLUG = 'scaffolded-club';

test('npm run tenant:new scaffolds a club that passes tenants:check and is served at its host', async ({
  page,
}) => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tenant-new-'));
  try {
    const created = execFileSync('npm', ['run', '--silent', 'tenant:new', '--', SLUG, '--dir', scratch], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(created).toContain(`${SLUG}.json`);
    // The real check, exactly as staff run it; it throws (failing the test) on a non-zero exit.
    const checked = execFileSync('npm', ['run', '--silent', 'tenants:check', '--', '--dir', scratch], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(checked).toContain(`${SLUG}.json`);

    const url = hostUrl(`${SLUG}.localhost`, '/?lng=en');
    expect((await page.goto(url))?.status()).toBe(404);
    cpSync(scratch, E2E_TENANTS_DIR, { recursive: true });
    await expect
      .poll(async () => (await page.goto(url))?.status(), { timeout: 10_000, intervals: [300] })
      .toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', SLUG);
    await expect(page).toHaveTitle('Scaffolded Club official ticket office');
    await expect(page.getByTestId('navbar-logo').locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${SLUG}/logo\\.svg$`),
    );
    // Through the browser: Node does not resolve *.localhost.
    const logo = await page.goto(hostUrl(`${SLUG}.localhost`, `/tenant-assets/${SLUG}/logo.svg`));
    expect(logo?.status()).toBe(200);
  } finally {
    rmSync(path.join(E2E_TENANTS_DIR, `${SLUG}.json`), { force: true });
    rmSync(path.join(E2E_TENANTS_DIR, SLUG), { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
});
