import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import pg from 'pg';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import { CLUBS } from './support/purchase';
import { STACK_DATABASE_URL, staffAdd } from './support/stack-database';

/*
 * The order anomaly list (docs/product.md#order-anomalies): a ticket manager made with
 * `npm run staff:add` signs in, filters the club's anomalies and moves one forward to solved;
 * another club's anomaly is never listed. The anomalies are written straight into the stack's
 * database (their detection is covered by the API's integration tests). Screenshots (desktop and
 * 375 px) go to SCREENSHOTS_DIR when it is set.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const club = CLUBS.riviera;

/** Anomalies as the payment code records them, for order ids of this run. */
async function seedAnomalies(
  run: string,
): Promise<{ unpaid: string; wrongStatus: string; otherClub: string }> {
  const ids = { unpaid: `ord_e2e_${run}_a`, wrongStatus: `ord_e2e_${run}_b`, otherClub: `ord_e2e_${run}_c` };
  const db = new pg.Client({ connectionString: STACK_DATABASE_URL });
  await db.connect();
  try {
    const insert = `insert into order_anomalies (tenant_id, order_id, payment_id, kind, details, status, created_at, updated_at)
      values ($1, $2, null, $3, $4, 'open', now(), now())`;
    await db.query(insert, [
      'riviera',
      ids.unpaid,
      'installment_not_paid',
      JSON.stringify({ rank: 2, amountCents: 1100, attempts: 4, lastError: 'card_declined' }),
    ]);
    await db.query(insert, [
      'riviera',
      ids.wrongStatus,
      'wrong_status',
      JSON.stringify({ eventId: 'evt_e2e', paymentStatus: 'failed', notifiedCents: 3300 }),
    ]);
    await db.query(insert, ['amstel', ids.otherClub, 'refund_required', JSON.stringify({})]);
  } finally {
    await db.end();
  }
  return ids;
}

test.describe.configure({ timeout: 180_000 });

test('the ticket office filters the club’s anomalies and moves one to solved', async ({ page }) => {
  const run = randomUUID().slice(0, 8);
  const staff = staffAdd('riviera', `anomalies-${run}@staff.example`, 'ticket_office');
  const orders = await seedAnomalies(run);

  await page.goto(hostUrl(club.host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/, { timeout: 30_000 });

  await page.goto(hostUrl(club.host, '/staff/anomalies?lng=en'));
  await expect(page.getByRole('heading', { name: 'Order anomalies' })).toBeVisible();
  const table = page.getByTestId('anomalies');
  await expect(table).toContainText(orders.unpaid);
  await expect(table).toContainText(orders.wrongStatus);
  await expect(table).not.toContainText(orders.otherClub);
  // What was seen, in words: labels for the stored keys, amounts as money.
  const seen = page.getByTestId('anomaly-row').filter({ hasText: orders.wrongStatus });
  await expect(seen).toContainText('Amount notified');
  await expect(seen).toContainText('€33.00');
  await expect(seen).not.toContainText('notifiedCents');
  expect(await axeViolations(page)).toEqual([]);

  // Filter by code: a GET form, so the address holds the filter.
  await page.getByLabel('Anomaly', { exact: true }).selectOption('WRONG_STATUS');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/code=WRONG_STATUS/);
  await expect(table).toContainText(orders.wrongStatus);
  await expect(table).not.toContainText(orders.unpaid);

  // Forward, one step at a time; each change is shown from the API.
  const row = page.getByTestId('anomaly-row').filter({ hasText: orders.wrongStatus });
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(row).toContainText('Acknowledged', { timeout: 30_000 });
  await expect(row).toContainText(staff.email);
  await row.getByRole('button', { name: 'Start work' }).click();
  await expect(row).toContainText('In progress', { timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  if (SCREENSHOTS) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.goto(hostUrl(club.host, '/staff/anomalies?lng=en'));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-anomalies-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByTestId('anomalies')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-anomalies-375.png'), fullPage: true });
    await page.goto(hostUrl(club.host, '/staff/anomalies?lng=en&code=WRONG_STATUS'));
  }
  const again = page.getByTestId('anomaly-row').filter({ hasText: orders.wrongStatus });
  await again.getByRole('button', { name: 'Mark solved' }).click();
  await expect(again).toContainText('Solved', { timeout: 30_000 });
  await expect(again.getByRole('button')).toHaveCount(0);

  const db = new pg.Client({ connectionString: STACK_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ before: string; after: string; staff_email: string }>(
      `select l.before->>'status' as before, l.after->>'status' as after, l.staff_email
       from staff_audit_log l join order_anomalies a on a.id::text = l.target_id
       where l.target_type = 'anomaly' and a.order_id = $1 order by l.created_at`,
      [orders.wrongStatus],
    );
    expect(rows).toEqual([
      { before: 'open', after: 'acknowledged', staff_email: staff.email },
      { before: 'acknowledged', after: 'in_progress', staff_email: staff.email },
      { before: 'in_progress', after: 'solved', staff_email: staff.email },
    ]);
  } finally {
    await db.end();
  }
});
