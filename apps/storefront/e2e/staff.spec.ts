import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  choosePayment,
  chooseSeats,
  CLUBS,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
} from './support/purchase';
import { newVerifiedFan, staffAdd } from './support/stack-database';

/*
 * The ticket office (docs/staff-roles.md, ADR 0024): an account made with `npm run staff:add`
 * signs in at /staff with its password and a TOTP code computed here, finds a new fan's paid
 * order by the fan's e-mail, cancels it; the fan's validation and orders pages then say it was
 * cancelled by a ticket manager. Screenshots of the order view (desktop and 375 px) go to
 * SCREENSHOTS_DIR when it is set.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const PASSWORD = 'Tribune-Ouest-2031';
const club = CLUBS.riviera;

test.describe.configure({ timeout: 240_000 });

test('the ticket office signs in with TOTP, finds a fan’s order and cancels it; the fan sees why', async ({
  page,
  browser,
}) => {
  const staff = staffAdd('riviera', `office-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');
  expect(staff.initialPassword).toMatch(/^[\w-]{27}$/);

  // A fan buys one seat, paid at once.
  const fanEmail = await newVerifiedFan(page, club.host, {
    emailPrefix: 'fan',
    password: PASSWORD,
    firstName: 'Nora',
    lastName: 'Durand',
  });
  const { orderId, seatIds } = await chooseSeats(page, club, 1);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);

  // The ticket office, in a browser of its own.
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.goto(hostUrl(club.host, '/staff?lng=en'));
  await expect(desk.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.getByLabel('E-mail address').fill(staff.email);
  await desk.getByLabel('Password').fill(staff.initialPassword);
  // A wrong code first: refused, without saying which part was wrong.
  const code = await generate({ secret: staff.totpSecret });
  await desk.getByLabel('Authenticator code').fill(code === '000000' ? '111111' : '000000');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByTestId('staff-login-form').getByRole('alert')).toHaveText(
    'The e-mail address, the password or the code is not valid.',
    {
      timeout: 30_000,
    },
  );
  await desk.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/staff\/orders$/, { timeout: 30_000 });
  await expect(desk.getByTestId('staff-who')).toContainText(staff.email);
  await expect(desk.getByTestId('staff-who')).toContainText('Ticket office');
  // The fans' login link and cart are not offered beside the staff session.
  await expect(desk.getByTestId('connect-button')).toBeHidden();
  await expect(desk.getByTestId('cart-button')).toBeHidden();

  // The fans' session is not the staff's: the fan's browser cannot open the staff pages.
  await page.goto(hostUrl(club.host, '/staff/orders?lng=en'));
  await expect(page).toHaveURL(/\/staff$/);

  // Search by the fan's e-mail, then open the order.
  await desk.getByLabel('Order id, fan e-mail or seat').fill(fanEmail.toUpperCase());
  await desk.getByRole('button', { name: 'Search' }).click();
  const results = desk.getByTestId('staff-results');
  await expect(results).toContainText(orderId);
  expect(await axeViolations(desk)).toEqual([]);
  await results.getByRole('link', { name: orderId }).click();
  await expect(desk.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();
  // The seat as the ticket prints it (block · row · seat): `stade-des-pins-N12-A-9` reads N12 · A · 9.
  await expect(desk.getByTestId('staff-tickets')).toContainText(
    (seatIds[0] ?? '').split('-').slice(-3).join(' · '),
  );
  // In words, not stored codes: no internal seat id, the payment's state and the e-mail's purpose.
  await expect(desk.getByTestId('staff-tickets')).not.toContainText(seatIds[0] ?? 'no seat');
  await expect(desk.getByTestId('staff-payments')).toContainText('paid');
  await expect(desk.getByTestId('staff-payments')).toContainText('Single payment');
  await expect(desk.getByTestId('staff-mails')).toContainText('Order confirmation');
  expect(await axeViolations(desk)).toEqual([]);
  if (SCREENSHOTS) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await desk.screenshot({ path: path.join(SCREENSHOTS, 'staff-order-desktop.png'), fullPage: true });
  }

  // Cancel: asked first, then done; the page shows the result from the API.
  await desk.getByRole('button', { name: 'Cancel the order' }).click();
  const dialog = desk.getByRole('alertdialog');
  await expect(dialog).toContainText('The seats are released');
  // The dialog itself: behind its backdrop the page's colours are dimmed on purpose.
  const dialogCheck = await new AxeBuilder({ page: desk })
    .include('[role="alertdialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(dialogCheck.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(desk.getByText('The order was cancelled and refunded.')).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByTestId('staff-cancelled-by')).toContainText(staff.email);
  await expect(desk.getByTestId('staff-refund')).toContainText('order cancelled by the ticket office');
  await expect(desk.getByTestId('staff-tickets')).toContainText('Voided');
  await expect(desk.getByTestId('staff-mails')).toContainText('Order cancelled');
  await expect(desk.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  // Its tickets cannot be sent again, and the refusal says why, not that it cannot be cancelled.
  const resent = await desk.evaluate(async (id) => {
    const response = await fetch('/api/staff/orders/resend-tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: id }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }, orderId);
  expect(resent).toMatchObject({ status: 409, body: { code: 'ORDER_NOT_CONFIRMED' } });
  expect(await axeViolations(desk)).toEqual([]);
  if (SCREENSHOTS) {
    await desk.screenshot({
      path: path.join(SCREENSHOTS, 'staff-order-cancelled-desktop.png'),
      fullPage: true,
    });
    await desk.setViewportSize({ width: 375, height: 812 });
    await desk.reload();
    await expect(desk.getByTestId('staff-order')).toBeVisible();
    const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await desk.screenshot({ path: path.join(SCREENSHOTS, 'staff-order-375.png'), fullPage: true });
  }

  // The fan: "cancelled by a ticket manager" on the validation page and on the orders page.
  await page.goto(hostUrl(club.host, `/validation?orderId=${orderId}&lng=en`));
  await expect(page.getByTestId('validation')).toContainText('Your order was cancelled by a ticket manager.');
  await page.goto(hostUrl(club.host, '/orders?lng=en'));
  await expect(page.getByTestId('cancelled-orders')).toContainText(`Order ${orderId} (`);
  await expect(page.getByTestId('cancelled-orders')).toContainText('was cancelled by a ticket manager');
  await office.close();
});
