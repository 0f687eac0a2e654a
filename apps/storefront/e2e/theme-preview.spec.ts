import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCREENSHOTS = path.join(ROOT, '.data/screenshots/theme-preview');
const PREVIEW = (host: string) => hostUrl(host, '/theme-preview?lng=en');

const background = (page: Page, testId: string, name: string) =>
  page
    .getByTestId(testId)
    .getByRole('button', { name, exact: true })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Runs the real `tenants:check` on a folder holding the club's file with the export pasted in. */
function checkWithExport(slug: string, exported: { branding: unknown }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'theme-export-'));
  try {
    const file = JSON.parse(readFileSync(path.join(ROOT, 'tenants', `${slug}.json`), 'utf8')) as object;
    writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify({ ...file, ...exported }, null, 2));
    cpSync(path.join(ROOT, 'tenants', slug), path.join(dir, slug), { recursive: true });
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['packages/tenants/src/cli/check.ts', '--dir', dir],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TENANTS_DIR: '' } },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('editing a colour repaints the real components at once, flags poor contrast and exports valid JSON', async ({
  page,
}) => {
  // Two runs of the real tenants:check command.
  test.setTimeout(60_000);
  await page.goto(PREVIEW('riviera.localhost'));
  const edited = page.getByTestId('preview-edited');
  await expect(edited.getByTestId('navbar-logo')).toBeVisible();
  await expect(edited.getByTestId('event-card')).toHaveCount(4);
  await expect(edited.getByTestId('preview-cart').getByTestId('cart-group')).toHaveCount(2);
  await expect(page.getByTestId('contrast-summary')).toHaveText('Every pair reaches WCAG AA contrast.');
  // Riviera's navy primary.
  expect(await background(page, 'preview-edited', 'Continue')).toBe('rgb(11, 42, 91)');

  await page.getByLabel('Primary colour', { exact: true }).fill('#7A1F3D');
  await expect.poll(() => background(page, 'preview-edited', 'Continue')).toBe('rgb(122, 31, 61)');
  // The secondary colour paints the accent components (the quiet footer is neutral, ADR 0019).
  await page.getByLabel('Secondary colour', { exact: true }).fill('#2E7D32');
  await page.getByLabel('Text on secondary', { exact: true }).fill('#FFFFFF');
  await expect.poll(() => background(page, 'preview-edited', 'Secondary action')).toBe('rgb(46, 125, 50)');

  const exported = JSON.parse(await page.getByTestId('theme-export').inputValue()) as {
    branding: { colors: Record<string, string> };
  };
  expect(exported.branding.colors).toMatchObject({ primary: '#7A1F3D', secondary: '#2E7D32' });
  const check = checkWithExport('riviera', exported);
  expect(check.output).toContain('riviera.json');
  expect(check.status).toBe(0);

  // A pale primary behind white button text.
  await page.getByLabel('Primary colour', { exact: true }).fill('#FFE680');
  const buttonPair = page.getByTestId('contrast-list').locator('[data-pair="buttonText"]');
  await expect(buttonPair).toHaveAttribute('data-status', 'fail');
  await expect(buttonPair).toContainText('Too low');
  await expect(page.getByTestId('contrast-summary')).toContainText('fail the contrast check');
  const poor = JSON.parse(await page.getByTestId('theme-export').inputValue()) as { branding: unknown };
  const refused = checkWithExport('riviera', poor);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('branding.colors.primary');
});

test('two clubs side by side, each in its own colours', async ({ page }) => {
  await page.goto(PREVIEW('riviera.localhost'));
  await page.getByTestId('compare-select').selectOption('neva');
  const compare = page.getByTestId('preview-compare');
  await expect(compare).toHaveAttribute('data-tenant', 'neva');
  await expect(compare.getByTestId('navbar-logo').locator('img')).toHaveAttribute('src', /neva\/logo\.svg$/);
  const nevaPrimary = JSON.parse(readFileSync(path.join(ROOT, 'tenants/neva.json'), 'utf8')).branding.colors
    .primary as string;
  const rgb = [1, 3, 5].map((i) => parseInt(nevaPrimary.slice(i, i + 2), 16)).join(', ');
  expect(await background(page, 'preview-compare', 'Continue')).toBe(`rgb(${rgb})`);
  expect(await background(page, 'preview-edited', 'Continue')).toBe('rgb(11, 42, 91)');
});

test('the preview has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PREVIEW('amstel.localhost'));
  await expect(page.getByTestId('preview-edited').getByTestId('event-card').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('the preview is usable at 375 px: no sideways scrolling, editing still repaints', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(PREVIEW('riviera.localhost'));
  const primary = page.getByLabel('Primary colour', { exact: true });
  await primary.fill('#1B5E20');
  await expect.poll(() => background(page, 'preview-edited', 'Continue')).toBe('rgb(27, 94, 32)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('screenshots of the preview for two clubs (desktop)', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const slug of ['riviera', 'neva']) {
    await page.goto(PREVIEW(`${slug}.localhost`));
    await expect(page.getByTestId('preview-edited').getByTestId('footer')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `${slug}-desktop.png`), fullPage: true });
  }
  await page.goto(PREVIEW('riviera.localhost'));
  await page.getByTestId('compare-select').selectOption('amstel');
  await expect(page.getByTestId('preview-compare').getByTestId('footer')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'riviera-vs-amstel-desktop.png'), fullPage: true });
});
