import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './support/axe';
import { hostUrl, E2E_PORT } from './support/hosts';
import { blockSeats, buyFreeSeats, holdCart } from './support/http-checkout';
import { CLUBS } from './support/purchase';
import { loggedInAccount } from './support/security-client';
import { stackQuery, staffAdd, type CreatedStaff } from './support/stack-database';

/*
 * The season's closed seats and a match's cancellation in the back office (docs/staff-roles.md):
 * a season manager closes a block and no fan can hold its seats (the map's block route shows them
 * unavailable, the hold is refused); a match with two fans' orders is cancelled with a double click
 * and a second request at once: each order is refunded once and each fan gets one e-mail. Each
 * test works on its own copy of the demo match on sale, so the other specs' match is untouched.
 * Screenshots at 1440 px go to /tmp/shots/.
 */

const club = CLUBS.riviera;
const SHOTS = '/tmp/shots';
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
/** The order-cancelled e-mail's subject in each language (the fan gets it in theirs). */
const CANCELLED_SUBJECTS = ['en', 'fr', 'es', 'nl', 'ru'].map((locale) => {
  const file = path.resolve(import.meta.dirname, `../../../packages/i18n/messages/${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as {
    email: { orderCancelled: { subject: string } };
  };
  return messages.email.orderCancelled.subject.split(' — ')[0] ?? '';
});

test.describe.configure({ timeout: 240_000 });

/**
 * A new match of riviera copied from the demo match on sale (`club.eventId`): same venue, sale
 * windows, prices and stock, every seat free. Returns its id, name and opponent's name.
 */
async function copyMatch(label: string): Promise<{ id: string; name: string; opponent: string }> {
  const id = `e2e-${label}-${randomUUID().slice(0, 8)}`;
  const source = club.eventId;
  await stackQuery(
    `insert into events (tenant_id, id, name, description, name_translations, description_translations,
       start_datetime, arena_id, home_team_id, opponent_id, competition_id, is_archived, sale_status,
       ticket_download_days_before)
     select tenant_id, $2, name || ' · ' || $3, description, '{}'::jsonb, description_translations,
       start_datetime, arena_id, home_team_id, opponent_id, competition_id, false, 'opened', ticket_download_days_before
     from events where tenant_id = 'riviera' and id = $1`,
    [source, id, label],
  );
  await stackQuery(
    `insert into event_channel_configurations (tenant_id, event_id, sale_channel_id, opening_datetime,
       closing_datetime, early_bird_opening_datetime, max_individual_seat_tickets_in_cart)
     select tenant_id, $2, sale_channel_id, opening_datetime, closing_datetime, early_bird_opening_datetime,
       max_individual_seat_tickets_in_cart
     from event_channel_configurations where tenant_id = 'riviera' and event_id = $1`,
    [source, id],
  );
  await stackQuery(
    `insert into event_prices (tenant_id, event_id, category_id, product_id, price_cents)
     select tenant_id, $2, category_id, product_id, price_cents from event_prices
     where tenant_id = 'riviera' and event_id = $1`,
    [source, id],
  );
  await stackQuery(
    `insert into event_seats (tenant_id, event_id, seat_id, block_id)
     select tenant_id, $2, seat_id, block_id from event_seats where tenant_id = 'riviera' and event_id = $1`,
    [source, id],
  );
  await stackQuery(
    `insert into open_seating_stock (tenant_id, event_id, block_id, capacity)
     select tenant_id, $2, block_id, capacity from open_seating_stock where tenant_id = 'riviera' and event_id = $1`,
    [source, id],
  );
  const [row] = await stackQuery<{ name: string; opponent: string }>(
    `select e.name, t.display_name as opponent from events e
     join teams t on t.tenant_id = e.tenant_id and t.id = e.opponent_id
     where e.tenant_id = 'riviera' and e.id = $1`,
    [id],
  );
  if (!row) throw new Error(`copy of ${source} not made`);
  return { id, ...row };
}

async function signIn(page: Page, staff: CreatedStaff) {
  await page.goto(hostUrl(club.host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/staff(\?.*)?$/, { timeout: 30_000 });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/back-office-seats-${name}.png`, fullPage: true });
}

async function cancelMails(email: string): Promise<number> {
  const answer = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: Array<{ subject: string }> };
  return messages.filter((mail) => CANCELLED_SUBJECTS.some((subject) => mail.subject.startsWith(subject)))
    .length;
}

test('a season manager closes a block: the map shows its seats unavailable and no fan can hold one', async ({
  page,
}) => {
  const match = await copyMatch('seats');
  const manager = staffAdd('riviera', `seats-${randomUUID().slice(0, 8)}@staff.example`, 'season_manager');
  // The smallest seated block of the venue, so the page stays readable in the screenshot.
  const [block] = await stackQuery<{ block_id: string; n: number; product_id: string }>(
    `select es.block_id, count(*)::int as n,
       (select p.product_id from event_prices p join blocks b on b.tenant_id = p.tenant_id and b.id = es.block_id
        where p.tenant_id = 'riviera' and p.event_id = $1 and p.category_id = b.category_id limit 1) as product_id
     from event_seats es where es.tenant_id = 'riviera' and es.event_id = $1
     group by es.block_id having count(*) >= 20 order by count(*), es.block_id limit 1`,
    [match.id],
  );
  if (!block) throw new Error('no seated block');

  await signIn(page, manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(hostUrl(club.host, `/staff/season/${match.id}/seats?lng=en`));
  await expect(page.getByRole('heading', { name: `Closed seats · ${match.name}` })).toBeVisible();
  await expect(page.getByText('No seat of this match is closed.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.locator(`tr[data-block="${block.block_id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`block=${block.block_id}`));
  await expect(page.getByRole('heading', { name: /^Seats of / })).toBeVisible();
  await shoot(page, 'block');
  await page.getByLabel('Reason').selectOption('CAMERAS');
  await page.getByLabel('Note (optional)').fill('TV gantry for the derby');
  await page.getByRole('button', { name: 'Close every free seat of the block' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${block.n} seats closed.` })).toBeVisible({
    timeout: 30_000,
  });
  // One line for the closing, its seats listed inside.
  const closing = page.locator(`tr[data-closure-group="${block.block_id}"]`);
  await expect(closing).toHaveCount(1);
  await expect(closing.locator('summary')).toHaveText(`${block.n} seats`);
  await expect(closing).toContainText('TV gantry for the derby');
  await expect(closing).toContainText(manager.email);
  await expect(page.locator(`tr[data-block="${block.block_id}"] td`).nth(4)).toHaveText(String(block.n));
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'closed');
  expect(
    await stackQuery(
      `select status, count(*)::int as n from event_seats where tenant_id = 'riviera' and event_id = $1 and block_id = $2
       group by status`,
      [match.id, block.block_id],
    ),
  ).toEqual([{ status: 'closed', n: block.n }]);

  // A fan: the seat map's block route shows every seat unavailable, and the hold is refused.
  const { client } = await loggedInAccount();
  const seats = (await blockSeats(client, match.id, block.block_id)).seats;
  expect(seats).toHaveLength(block.n);
  expect(seats.filter((seat) => seat.available)).toEqual([]);
  const first = seats[0]?.id ?? '';
  const refused = await holdCart(client, match.id, [
    { blockId: block.block_id, seatId: first, productId: block.product_id, isFromResale: false },
  ]);
  expect(refused.status, refused.text).toBe(409);
  expect(refused.text).toContain('UNAVAILABLE');

  // Reopening one seat puts it back on sale.
  await closing.locator('summary').click();
  await page
    .locator(`li[data-closure="${first}"]`)
    .getByRole('button', { name: /^Reopen/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '1 seat reopened' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(closing.locator('summary')).toHaveText(`${block.n - 1} seats`);
  await expect(page.locator(`li[data-closure="${first}"]`)).toHaveCount(0);
  // The shop shares a block's answer for a second among its fans (ADR 0013): asked again until fresh.
  await expect
    .poll(
      async () =>
        (await blockSeats(client, match.id, block.block_id)).seats.find((seat) => seat.id === first)
          ?.available,
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('a match with two fans’ orders is cancelled with a double click: one refund and one e-mail each', async ({
  page,
}) => {
  const match = await copyMatch('cancel');
  const manager = staffAdd('riviera', `cancel-${randomUUID().slice(0, 8)}@staff.example`, 'season_manager');
  const fans = [await loggedInAccount(), await loggedInAccount()];
  const orders = [];
  for (const fan of fans)
    orders.push(await buyFreeSeats(fan.client, { tenant: 'riviera', eventId: match.id, count: 1 }));

  await signIn(page, manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(hostUrl(club.host, `/staff/season/${match.id}/cancel?lng=en`));
  await expect(page.getByRole('heading', { name: `Cancel the match · ${match.name}` })).toBeVisible();
  await expect(page.locator('[data-fact="ordersToCancel"]')).toHaveText('2');
  await expect(page.locator('[data-fact="tickets"]')).toHaveText('2');
  await expect(page.locator('[data-fact="withOtherMatches"]')).toHaveText('0');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'cancel-preview');

  // A wrong name changes nothing.
  await page.getByLabel(`Type ${match.opponent} to confirm`).fill('Somebody else');
  await page.getByRole('button', { name: 'Cancel the match and refund' }).click();
  await expect(page.getByTestId('staff-shell').getByRole('alert')).toContainText(
    'That is not the name asked for',
  );
  expect(
    await stackQuery(`select 1 from event_cancellations where tenant_id = 'riviera' and event_id = $1`, [
      match.id,
    ]),
  ).toEqual([]);

  // The right one, clicked twice, and a second tab's request at the same moment.
  await page.getByLabel(`Type ${match.opponent} to confirm`).fill(match.opponent);
  await Promise.all([
    page.getByRole('button', { name: 'Cancel the match and refund' }).dblclick(),
    page.evaluate(
      async ({ eventId, confirmation }) =>
        (
          await fetch('/api/staff/season-seats/cancel', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId, confirmation }),
          })
        ).status,
      { eventId: match.id, confirmation: match.opponent },
    ),
  ]);
  await expect(page.getByTestId('cancel-progress')).toHaveText('2 of 2 orders processed', {
    timeout: 60_000,
  });
  await expect(page.getByText(/^Finished on /)).toBeVisible();
  await expect(page.locator('[data-fact="cancelled"]')).toHaveText('2');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'cancel-done');

  for (const order of orders) {
    expect(
      await stackQuery(`select status from orders where tenant_id = 'riviera' and id = $1`, [order.orderId]),
    ).toEqual([{ status: 'cancelled' }]);
    expect(
      await stackQuery(
        `select count(*)::int as n from refunds r join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
         where p.tenant_id = 'riviera' and p.order_id = $1`,
        [order.orderId],
      ),
    ).toEqual([{ n: 1 }]);
  }
  for (const fan of fans) await expect.poll(() => cancelMails(fan.email), { timeout: 60_000 }).toBe(1);
  // Still one each a moment later: the repeated requests sent nothing more.
  await page.waitForTimeout(3_000);
  for (const fan of fans) expect(await cancelMails(fan.email)).toBe(1);

  // The shop no longer sells the match.
  const late = await loggedInAccount();
  const [seat] = await stackQuery<{ seat_id: string; block_id: string; product_id: string }>(
    `select es.seat_id, es.block_id, p.product_id from event_seats es
     join blocks b on b.tenant_id = es.tenant_id and b.id = es.block_id
     join event_prices p on p.tenant_id = es.tenant_id and p.event_id = es.event_id and p.category_id = b.category_id
     where es.tenant_id = 'riviera' and es.event_id = $1 and es.status = 'available' limit 1`,
    [match.id],
  );
  const hold = await holdCart(late.client, match.id, [
    {
      blockId: seat?.block_id ?? '',
      seatId: seat?.seat_id ?? '',
      productId: seat?.product_id ?? '',
      isFromResale: false,
    },
  ]);
  expect(hold.status, hold.text).toBeGreaterThanOrEqual(400);
  expect(hold.status, hold.text).toBeLessThan(500);
  expect(
    await stackQuery(
      `select status from event_seats where tenant_id = 'riviera' and event_id = $1 and seat_id = $2`,
      [match.id, seat?.seat_id],
    ),
  ).toEqual([{ status: 'available' }]);
});
