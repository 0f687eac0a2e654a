import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_TENANTS_DIR as TENANTS_DIR } from '../playwright.config';
import { hostUrl } from './support/hosts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/tenants/test-fixtures');

test('a fourth club is one JSON file and its assets, live without a restart or code change', async ({
  page,
}) => {
  const url = hostUrl('fixture-club.localhost');
  expect((await page.goto(url))?.status()).toBe(404);

  cpSync(path.join(FIXTURES, 'fixture-club'), path.join(TENANTS_DIR, 'fixture-club'), { recursive: true });
  cpSync(path.join(FIXTURES, 'fixture-club.json'), path.join(TENANTS_DIR, 'fixture-club.json'));
  try {
    await expect
      .poll(async () => (await page.goto(url))?.status(), { timeout: 10_000, intervals: [300] })
      .toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'fixture-club');
    await expect(page.getByTestId('navbar-logo').locator('img')).toHaveAttribute(
      'src',
      /fixture-club\/logo\.svg$/,
    );
  } finally {
    rmSync(path.join(TENANTS_DIR, 'fixture-club.json'), { force: true });
    rmSync(path.join(TENANTS_DIR, 'fixture-club'), { recursive: true, force: true });
  }
});
