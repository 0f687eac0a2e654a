import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { callRoute, logInAsDemoFan } from './support/orders';
import { continueButton } from './support/purchase';
import { openSeatedBlock, pickSeats } from './support/seat-picking';

/*
 * A saturated shop answers the hold 503 BUSY with Retry-After (ADR 0015). The browser tries again
 * on its own, says so, and lands on the options step once the shop answers; when it keeps being
 * busy, the fan gets an error with a button to try again. The 503s come from the network edge
 * (page.route) for the first attempts only; the hold that follows is the real one.
 */

// Demo seed (riviera): m07 is on sale with seated block S14; the demo fan may buy.
test.describe.configure({ timeout: 120_000 });

const RIVIERA = 'riviera.localhost';
const HOLD_ROUTE = '**/api/order/create-order-with-tickets';
const RETRYING = "The shop is very busy — we're retrying, keep this page open";
/** Review screenshots of the busy message, only on request (SCREENSHOTS_DIR=…). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/** Answers the next `times` holds as a saturated shop would (then lets them through); counts them. */
async function busyFor(page: Page, times: number, retryAfter = '1') {
  const refused = { count: 0 };
  await page.route(HOLD_ROUTE, async (route) => {
    if (refused.count >= times) return route.fallback();
    refused.count += 1;
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': retryAfter, 'cache-control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify({
        order: null,
        error: 'The shop is very busy right now. Please try again in a moment.',
        code: 'BUSY',
        errors: [{ code: 'BUSY', message: 'The shop is very busy right now. Please try again in a moment.' }],
        retryAfterSeconds: Number(retryAfter),
      }),
    });
  });
  return refused;
}

/** The order the page went on with, released so the seats go back on sale. */
async function releaseOrderOfPage(page: Page) {
  const orderId = new URL(page.url()).searchParams.get('orderId');
  if (orderId)
    await callRoute(page, '/api/order/update-tickets-on-order', {
      orderId,
      ticketIds: [],
      ticketAncillaryIds: [],
    });
}

test('the fan is told the shop is busy while the hold is retried, then reaches the options step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsDemoFan(page, RIVIERA, '/event/m07?lng=en');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  await openSeatedBlock(page, 'S14');
  await pickSeats(page, 1, { from: 3 });
  const refused = await busyFor(page, 2);

  const button = continueButton(page);
  const before = await button.boundingBox();
  await button.click();
  const status = page.getByTestId('order-busy').filter({ visible: true });
  await expect(status).toHaveText(RETRYING);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/busy-retrying-desktop.png` });
  // The message does not move the button the fan just pressed.
  expect(await button.boundingBox()).toEqual(before);

  await expect(page).toHaveURL(/\/options\?orderId=ord_/, { timeout: 30_000 });
  expect(refused.count).toBe(2);
  await releaseOrderOfPage(page);
});

test('on a phone, a shop that stays busy ends in an error with a button that tries again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAsDemoFan(page, RIVIERA, '/event/m07?lng=en');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  await openSeatedBlock(page, 'S14');
  await pickSeats(page, 1, { from: 7 });
  // Busy for every attempt the page makes (five), then open again.
  const refused = await busyFor(page, 5, '0');

  const bar = page.getByTestId('mobile-continue-bar');
  const button = bar.getByRole('button', { name: 'Continue', exact: true });
  const before = await button.boundingBox();
  await button.click();
  await expect(bar.getByTestId('order-busy')).toHaveText(RETRYING);
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/busy-retrying-phone.png` });
  expect(await button.boundingBox()).toEqual(before);
  expect(await axeViolations(page)).toEqual([]);

  const failure = bar.getByTestId('order-failure');
  await expect(failure).toContainText('The shop is very busy right now. Please try again in a moment.', {
    timeout: 60_000,
  });
  await expect(bar.getByTestId('order-busy')).toHaveText('');
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/busy-gave-up-phone.png` });
  expect(refused.count).toBe(5);
  // The bar still fits the phone's width with the error in it.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/options\?orderId=ord_/, { timeout: 30_000 });
  await releaseOrderOfPage(page);
});
