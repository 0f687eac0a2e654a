import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_TENANTS_DIR as TENANTS_DIR } from '../playwright.config';
import { hostUrl } from './support/hosts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/tenants/test-fixtures');
const SLUG = 'refused-club';
const FILE = path.join(TENANTS_DIR, `${SLUG}.json`);

/** The fixture club under a slug of its own (other specs use the fixture's), with `colours` changed. */
function writeClub(colours: Record<string, string> = {}) {
  const json = JSON.parse(
    readFileSync(path.join(FIXTURES, 'fixture-club.json'), 'utf8').replaceAll('fixture-club', SLUG),
  ) as { branding: { colors: Record<string, string> } };
  json.branding.colors = { ...json.branding.colors, ...colours };
  writeFileSync(FILE, JSON.stringify(json, null, 2));
}

// Button text at 1:1 contrast: tenants:check refuses it, so must the shop.
const UNREADABLE = { primary: '#FFFFFF', onPrimary: '#FFFFFF' };

test('a club file that fails its checks is not served: staff read why, and a good version is kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const url = hostUrl(`${SLUG}.localhost`, '/?lng=en');
  cpSync(path.join(FIXTURES, 'fixture-club'), path.join(TENANTS_DIR, SLUG), { recursive: true });
  try {
    // A new club whose file fails: closed (503), and the reason for staff (open on test stacks).
    writeClub(UNREADABLE);
    await expect
      .poll(async () => (await page.goto(url))?.status(), { timeout: 30_000, intervals: [500] })
      .toBe(503);
    await expect(page.getByTestId('club-unavailable')).toContainText('This shop is closed for a moment');
    const reason = page.getByTestId('tenant-refusal');
    await expect(reason).toContainText(`${SLUG}.json`);
    await expect(reason).toContainText('branding.colors.primary');
    await expect(reason).toContainText('has a contrast of 1.0:1');

    // Fixed: served.
    writeClub();
    await expect
      .poll(async () => (await page.goto(url))?.status(), { timeout: 30_000, intervals: [500] })
      .toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', SLUG);

    // Broken again: the last good version goes on serving, and the theme preview says why.
    writeClub({ ...UNREADABLE, secondary: '#000000' });
    await expect
      .poll(
        async () => {
          await page.goto(hostUrl(`${SLUG}.localhost`, '/theme-preview?lng=en'));
          return page.getByTestId('tenant-refusal').count();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(1);
    await expect(page.getByTestId('tenant-refusal')).toContainText('still serves its previous version');
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', SLUG);
  } finally {
    rmSync(FILE, { force: true });
    rmSync(path.join(TENANTS_DIR, SLUG), { recursive: true, force: true });
  }
});
