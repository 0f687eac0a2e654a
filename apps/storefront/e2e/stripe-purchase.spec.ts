import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  chooseSeats,
  choosePayment,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
  type Club,
} from './support/purchase';
import { stackQuery } from './support/stack-database';

// Harbour takes its payments on its own Stripe account (docs/adr/0048, tenants/harbour.json): the
// API's Stripe provider, on the official SDK, against the stack's sandbox speaking Stripe. The
// hosted page is the sandbox's, for a Checkout Session in pounds. Each test buys at its own match.

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const HARBOUR = (path: string) => hostUrl('harbour.localhost', path);
/** The provider's second demo member (packages/idp DEMO_SHOPPER): the first one's sign-in is e2e/oidc-login's. */
const MEMBER = { login: 'shopper@stadio.example', password: 'Shopper-Demo-2026' };
/** Harbour as the purchase helpers buy from it: instalments in 3 from £30 (two full-price seats reach it). */
const harbour = (eventId: string): Club => ({
  slug: 'harbour',
  host: 'harbour.localhost',
  eventId,
  installmentCounts: [3],
  minSeatPrice: 1000,
});
/** The sandbox's hosted page of a Stripe Checkout Session. */
const STRIPE_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/stripe\/pay\/cs_test_[0-9a-f]+$/;
const SHOTS = '/tmp/shots';

/** Signs the demo member in at harbour's provider; the phone the club requires is given once if asked. */
async function signInAtHarbour(page: Page, eventId: string) {
  await page.goto(HARBOUR(`/login?lng=en&redirectUrl=%2Fevent%2F${eventId}`));
  await page.getByTestId('provider-login-button').click();
  await expect(page.getByRole('heading', { name: 'Membership sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(MEMBER.login);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/harbour\.localhost:\d+\/(event|profile)/, { timeout: 20_000 });
  if (/\/profile\?/.test(page.url())) {
    const form = page.getByTestId('profile-form');
    await form.getByLabel(/^Phone/).fill('+44 7700 900123');
    await form.getByRole('button', { name: /save/i }).click();
    // Saved, the shop goes on to the page the fan left.
    await expect(page).toHaveURL(HARBOUR(`/event/${eventId}`), { timeout: 20_000 });
  }
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 20_000 });
}

/** Seats → options → holders → terms → the payment type, then on to Stripe's (the sandbox's) page. */
async function toStripePage(page: Page, eventId: string, seats: number, installments: number) {
  await signInAtHarbour(page, eventId);
  const { orderId } = await chooseSeats(page, harbour(eventId), seats);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, installments);
  await expect(page).toHaveURL(STRIPE_PAGE);
  // The amount in the session's currency, pounds.
  await expect(page.getByTestId('amount')).toHaveText(/^£\d/);
  return orderId;
}

const outcome = (page: Page) => page.getByTestId('validation');

test('harbour: a single payment on its Stripe account, paid by card, validates the order', async ({
  page,
}) => {
  const orderId = await toStripePage(page, 'm05', 1, 1);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/stripe-hosted-page-gbp.png`, fullPage: true });
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'VALIDATED', { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
});

test('harbour: three instalments, the first taken on Stripe’s page, the rest scheduled on the kept card', async ({
  page,
}) => {
  await toStripePage(page, 'm07', 2, 3);
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'VALIDATED', { timeout: 30_000 });
  const lines = page.getByTestId('schedule-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Paid');
  await expect(lines.nth(1)).toContainText('Scheduled');
  await expect(lines.nth(2)).toContainText('Scheduled');
  await expect(page.getByTestId('schedule-total')).toContainText('£');
});

test('harbour: a declined card on Stripe’s page is a payment error, the order still on hold', async ({
  page,
}) => {
  await toStripePage(page, 'm03', 1, 1);
  await payOnSandbox(page, TEST_CARDS.declined);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'PAYMENT_ERROR', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Try the payment again' })).toBeVisible();
});

test('harbour: pending at the bank on Stripe, then paid by the async event, validates by itself', async ({
  page,
}) => {
  await toStripePage(page, 'm05', 1, 1);
  await payOnSandbox(page, TEST_CARDS.pending);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'PAYMENT_IN_PROGRESS', { timeout: 30_000 });
  // The sandbox sends checkout.session.async_payment_succeeded after SANDBOX_PENDING_DELAY_MS (5 s).
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'VALIDATED', { timeout: 40_000 });
});

test('harbour: a later instalment the bank wants the fan for is e-mailed, shown waiting, and paid on Stripe’s page', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const orderId = await toStripePage(page, 'm07', 2, 3);
  // Stripe's test card: paid now, later off-session charges need the cardholder (3-D Secure).
  await payOnSandbox(page, '4000 0027 6000 3184');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'VALIDATED', { timeout: 30_000 });
  // The second instalment falls due now (not next month): the API's own job charges it off-session
  // within its interval (a minute), and Stripe asks for the fan.
  await stackQuery(
    `update installments set next_attempt_at = now() where rank = 2
       and payment_id = (select id from payments where tenant_id = 'harbour' and order_id = $1 and status = 'succeeded')`,
    [orderId],
  );
  const second = page.getByTestId('schedule-line').nth(1);
  await expect(async () => {
    await page.reload();
    await expect(second).toContainText('Waiting for you', { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await page.screenshot({ path: `${SHOTS}/stripe-instalment-waiting-en.png`, fullPage: true });
  // The fan was e-mailed the same page.
  const mails = (await (
    await fetch(`http://127.0.0.1:${E2E_PORT + 2080}/messages?to=${encodeURIComponent(MEMBER.login)}`)
  ).json()) as { messages: Array<{ subject: string; text: string }> };
  const mail = mails.messages.find((m) => m.subject.startsWith('Your instalment needs you'));
  const link = second.getByRole('link', { name: 'Pay instalment 2' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(STRIPE_PAGE);
  expect(mail?.text).toContain(href);
  await link.click();
  await expect(page).toHaveURL(href);
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('schedule-line').nth(1)).toContainText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
});
