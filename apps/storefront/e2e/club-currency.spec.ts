import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  blockWithFreeSeats,
  chooseSeats,
  passOptionsAndHolders,
  type Club,
} from './support/purchase';
import { openSeatedBlock } from './support/seat-picking';

// Harbour RFC writes its prices in pounds (tenants/harbour.json "currency": "GBP"), the other demo
// clubs in euros: every amount in the club's currency, in the fan's language
// (docs/product.md#money-and-dates). Harbour's fans sign in at its membership provider: the first
// walk stays signed out (harbour shows its map to everyone), the second signs in as the provider's
// second demo member, as e2e/stripe-purchase does (the first member's sign-in is e2e/oidc-login's,
// and nobody logs that one out: logging out ends every session of the fan).
const HARBOUR = 'harbour.localhost';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test.describe.configure({ timeout: 120_000 });

const pageText = (page: Page) => page.locator('body').innerText();

test('harbour: home, match page and seat selection show pounds and never a euro', async ({ page }) => {
  await page.goto(hostUrl(HARBOUR, '/?lng=en'));
  const cards = page.getByTestId('event-list');
  await expect(cards).toContainText(/£\d+\.\d{2}/);
  expect(await pageText(page)).not.toContain('€');

  await page.locator('a[href^="/event/m03"]').first().click();
  await expect(page).toHaveURL(/\/event\/m03/);
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  const block = await blockWithFreeSeats(page, 'm03', 2, 0);
  await page.getByTestId('ticket-count').selectOption('2');
  await openSeatedBlock(page, block);
  await page.getByTestId('best-available').click();
  const rows = page.getByTestId('ticket-row');
  await expect(rows).toHaveCount(2);
  for (let i = 0; i < 2; i += 1) {
    const offer = rows.nth(i).getByTestId('ticket-offer');
    const options = await offer.locator('option:not([disabled])').allTextContents();
    expect(options.filter((text) => /£\d+\.\d{2}/.test(text)).length).toBeGreaterThan(0);
    const value = await offer.locator('option:not([disabled])').first().getAttribute('value');
    await offer.selectOption(value ?? '');
  }
  await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
  await expect(page.getByTestId('selection-total')).toHaveText(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  // The map's accessible names speak the club's currency too.
  const seatLabel = await page
    .locator('[role=gridcell][aria-selected=true]')
    .first()
    .getAttribute('aria-label');
  expect(seatLabel).toMatch(/£\d+\.\d{2}/);
  expect(await pageText(page)).not.toContain('€');

  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('selection-total')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/club-currency-harbour-match-${width}.png`, fullPage: true });
    await page.getByTestId('selection-total').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/club-currency-harbour-summary-${width}.png` });
  }
});

const SHOPPER = { login: 'shopper@stadio.example', password: 'Shopper-Demo-2026' };
const HARBOUR_CLUB: Club = {
  slug: 'harbour',
  host: HARBOUR,
  eventId: 'm03',
  installmentCounts: [],
  minSeatPrice: 0,
};

test('harbour: the summary and the payment choice show pounds and never a euro', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(hostUrl(HARBOUR, '/login?lng=en&redirectUrl=%2Fevent%2Fm03'));
  await page.getByTestId('provider-login-button').click();
  await expect(page.getByRole('heading', { name: 'Membership sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(SHOPPER.login);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/harbour\.localhost:\d+\/(event|profile)/, { timeout: 20_000 });
  if (/\/profile\?/.test(page.url())) {
    // The club requires a phone the provider does not give: asked once.
    const form = page.getByTestId('profile-form');
    await form.getByLabel(/^Phone/).fill('+44 7700 900123');
    await form.getByRole('button', { name: /save/i }).click();
    await expect(page).toHaveURL(/\/event\/m03/, { timeout: 20_000 });
  }
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 20_000 });

  await chooseSeats(page, HARBOUR_CLUB, 2);
  await passOptionsAndHolders(page);
  await expect(page.getByTestId('order-review')).toContainText(/£\d+\.\d{2}/);
  expect(await pageText(page)).not.toContain('€');
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `${SHOTS}/club-currency-harbour-order-summary-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await acceptTermsAndContinue(page);
  await expect(page.getByTestId('payment-choice-1')).toContainText(/£\d+\.\d{2}/);
  expect(await pageText(page)).not.toContain('€');
  await page.screenshot({ path: `${SHOTS}/club-currency-harbour-payment-choice-1280.png`, fullPage: true });
});

test('harbour in French writes pounds after the amount', async ({ page }) => {
  await page.goto(hostUrl(HARBOUR, '/?lng=fr'));
  await expect(page.getByTestId('event-list')).toContainText(/\d+,\d{2}\s£/);
  expect(await pageText(page)).not.toContain('€');
});

test('riviera still shows euros', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await expect(page.getByTestId('event-list')).toContainText(/€\d+\.\d{2}/);
  expect(await pageText(page)).not.toContain('£');
});
