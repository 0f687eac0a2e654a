import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import { buyFreeSeats } from './support/http-checkout';
import { centsOf, CLUBS } from './support/purchase';
import { loggedInAccount } from './support/security-client';
import { stackQuery, staffAdd, type CreatedStaff } from './support/stack-database';

/*
 * The sales dashboard (docs/product.md#sales-dashboard, docs/staff-roles.md: DASHBOARD_VIEW): a
 * CRM member reads a match's figures; a fan buys a seat of it through the shop's routes; the
 * dashboard read again counts one seat more and the order's amount more in gross and net revenue.
 * Screenshots of the match and the season at 1440 px and 375 px go to /tmp/shots/dashboard.
 */

const club = CLUBS.riviera;
const TENANT = 'riviera';
const EVENT = 'm07';
const SHOTS = process.env.DASHBOARD_SHOTS_DIR ?? '/tmp/shots/dashboard';

test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, staff: CreatedStaff) {
  await page.goto(hostUrl(club.host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-who')).toContainText(staff.email, { timeout: 30_000 });
}

/** The headline figures as the page writes them in English. */
async function figures(page: Page) {
  const sold = (await page.getByTestId('kpi-sold').innerText()).split(' of ')[0] ?? '';
  return {
    sold: Number(sold.replace(/\D/g, '')),
    gross: await centsOf(await page.getByTestId('kpi-gross').innerText()),
    net: await centsOf(await page.getByTestId('kpi-net').innerText()),
  };
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => document.fonts.ready);
  // The charts measure their frame after a resize.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test('after a purchase, the match dashboard counts its seat and its amount; the page is axe-clean', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd(TENANT, `crm-${randomUUID().slice(0, 8)}@staff.example`, 'crm');
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await signIn(desk, staff);
  await desk.getByRole('link', { name: 'Sales dashboard' }).click();
  await expect(desk.getByRole('heading', { name: 'Sales dashboard', level: 1 })).toBeVisible();
  await expect(desk.getByTestId('dashboard-scope')).toContainText('Whole season');
  expect(await axeViolations(desk)).toEqual([]);
  await shoot(desk, 'season', 1440);

  // The picker is a plain form: choose the match, show it.
  await desk.getByLabel('Season or match').selectOption(EVENT);
  await desk.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`[?&]match=${EVENT}`));
  await expect(desk.getByTestId('dashboard-blocks')).toBeVisible();
  const before = await figures(desk);

  const fan = await loggedInAccount();
  const order = await buyFreeSeats(fan.client, { tenant: TENANT, eventId: EVENT, count: 1, minPrice: 100 });
  await expect
    .poll(
      async () =>
        (
          await stackQuery<{ status: string }>(`select status from orders where tenant_id = $1 and id = $2`, [
            TENANT,
            order.orderId,
          ])
        )[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('confirmed');
  const [paid] = await stackQuery<{ cents: string; seats: string }>(
    `select sum(price_cents)::text as cents, count(*)::text as seats from seat_tickets
     where tenant_id = $1 and order_id = $2 and event_id = $3`,
    [TENANT, order.orderId, EVENT],
  );
  const [discount] = await stackQuery<{ cents: string }>(
    `select coalesce(sum(discount_cents), 0)::text as cents from seat_tickets where tenant_id = $1 and order_id = $2`,
    [TENANT, order.orderId],
  );

  await desk.reload();
  const after = await figures(desk);
  expect(after.sold - before.sold).toBe(Number(paid?.seats));
  expect(after.gross - before.gross).toBe(Number(paid?.cents));
  expect(after.net - before.net).toBe(Number(paid?.cents) + Number(discount?.cents));
  expect(Number(paid?.cents)).toBeGreaterThan(0);

  // A sortable table: the blocks by how many seats are sold, most first.
  const blocks = desk.getByTestId('dashboard-blocks');
  await blocks.getByRole('button', { name: 'Sold', exact: true }).click();
  await expect(blocks.getByRole('columnheader', { name: /Sold/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(desk.getByTestId('stadium-overview')).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await shoot(desk, 'match', 1440);
  await shoot(desk, 'match', 375);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await desk.goto(hostUrl(club.host, '/staff/dashboard?lng=en'));
  await shoot(desk, 'season', 375);
  await office.close();
});
