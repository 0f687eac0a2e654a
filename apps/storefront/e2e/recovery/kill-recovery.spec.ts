import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { paymentSandbox } from './sandbox-process';
import { E2E_DATA_DIR } from '../../playwright.config';
import { callRoute } from '../support/orders';
import { acceptTermsAndContinue, choosePayment, payOnSandbox, TEST_CARDS } from '../support/purchase';
import { fanOnSummary } from '../support/fan-on-summary';

// A crash is not an outage (ADR 0023): the start script restarts a server that dies, the others
// keep serving, and a purchase in progress survives because nothing lives in a server's memory.
// This spec kills servers of the stack, so it runs alone (playwright.recovery.config.ts).

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 300_000 });

const sandbox = paymentSandbox();
test.beforeAll(() => sandbox.start());
test.afterAll(() => sandbox.stop());

/** The pids `scripts/start.ts` keeps in its data folder's processes.json. */
function pids(): Record<string, number> {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'processes.json'), 'utf8')) as Record<
    string,
    number
  >;
}

/** HTTP status of the storefront's health route (storefront → API → database), 0 when nothing answers. */
function health(page: Page): Promise<number> {
  return page.evaluate(async () => {
    try {
      return (await fetch('/api/health', { cache: 'no-store' })).status;
    } catch {
      return 0;
    }
  });
}

async function killAndWaitForRestart(page: Page, name: 'api' | 'web') {
  const before = pids()[name];
  expect(before, `${name} pid in processes.json`).toBeGreaterThan(0);
  process.kill(before ?? 0, 'SIGKILL');
  // The supervisor notices, waits half a second and starts it again: the shop answers by itself.
  await expect.poll(() => pids()[name], { timeout: 20_000 }).not.toBe(before);
  await expect.poll(() => health(page), { timeout: 30_000, intervals: [250] }).toBe(200);
}

test('after kill -9 of the API, then of the storefront, the shop answers again and the purchase started before goes through', async ({
  page,
}) => {
  const orderId = await fanOnSummary(page, 2);
  expect(await health(page)).toBe(200);

  await killAndWaitForRestart(page, 'api');
  await killAndWaitForRestart(page, 'web');

  // The fan goes on from the summary page they were on: same session, same order on hold.
  await page.reload();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED');
  const answer = await callRoute(page, '/api/order/fetch-order', {
    orderIds: [orderId],
    hideOrdersWithInProgressTransaction: false,
  });
  expect((answer.json?.orders as { status: string }[] | undefined)?.[0]?.status).toBe('CONFIRMED');
});
