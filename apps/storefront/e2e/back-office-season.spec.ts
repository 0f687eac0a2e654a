import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
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
import { newVerifiedFan, stackQuery, staffAdd } from './support/stack-database';

/*
 * The season in the back office (docs/staff-roles.md, ADR 0047): a season manager made with
 * `npm run staff:add` signs in with TOTP, creates a match (sale closed), sets its sale window and
 * its prices, opens its sale; a fan then buys a seat on it at the new price. Moving the sold
 * match's kick-off is refused with the catalogue's own words. Screenshots at 1440 px of the season
 * table and the match's edit page go to /tmp/shots/.
 */

const SHOTS = process.env.SEASON_SHOTS_DIR ?? '/tmp/shots';
const club = CLUBS.riviera;
const ZONE = 'Europe/Paris';

test.describe.configure({ timeout: 300_000 });

/** A `datetime-local` value in the club's time zone, `days` from now at `time` (or now's time). */
function localInput(days: number, time?: string): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${time ?? `${parts.hour}:${parts.minute}`}`;
}

async function signIn(desk: Page, email: string, password: string, secret: string) {
  await desk.goto(hostUrl(club.host, '/staff?lng=en'));
  await desk.getByLabel('E-mail address').fill(email);
  await desk.getByLabel('Password').fill(password);
  await desk.getByLabel('Authenticator code').fill(await generate({ secret }));
  await desk.getByRole('button', { name: 'Sign in' }).click();
}

test('a season manager creates a match, prices it, opens its sale, and a fan buys a seat on it', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd('riviera', `season-${randomUUID().slice(0, 8)}@staff.example`, 'season_manager');
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await signIn(desk, staff.email, staff.initialPassword, staff.totpSecret);

  // Its first tool is the season: every match in one table.
  await expect(desk).toHaveURL(/\/staff\/season$/, { timeout: 30_000 });
  await expect(desk.getByRole('heading', { name: 'Season', level: 1 })).toBeVisible();
  await expect(desk.getByTestId('season-row').first()).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/season-list.png`, fullPage: true });

  // Filters live in the address.
  await desk.getByLabel('State').selectOption('on_sale');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk).toHaveURL(/\?state=on_sale/);
  for (const badge of await desk.getByTestId('season-row').locator('td:nth-child(4)').allTextContents())
    expect(badge).toBe('On sale');

  // A new match: a new opponent, kick-off in twelve days at 20:45, the arena's defaults copied.
  const opponent = `Lakeside ${randomUUID().slice(0, 4)}`;
  await desk.getByTestId('season-new').click();
  await expect(desk.getByRole('heading', { name: 'New match' })).toBeVisible();
  await expect(desk.getByText('copied from the previous match')).toBeVisible();
  await desk.getByLabel("Or a new opponent's name").fill(opponent);
  const kickOff = localInput(12, '20:45');
  await desk.getByLabel(/^Kick-off, local time/).fill(kickOff);
  expect(await axeViolations(desk)).toEqual([]);
  const started = Date.now();
  await desk.getByTestId('new-match-submit').click();
  // The edit page of the new match (not the form's own /new address).
  await expect(desk).toHaveURL(/\/staff\/season\/(?!new$)[^/?]+$/, { timeout: 30_000 });
  const createdInMs = Date.now() - started;
  const eventId = decodeURIComponent(new URL(desk.url()).pathname.split('/').pop() ?? '');
  await expect(desk.getByRole('heading', { name: new RegExp(opponent) })).toBeVisible();
  await expect(desk.getByText('Draft', { exact: true })).toBeVisible();
  await expect(desk.getByTestId('sale-state')).toContainText('The sale is closed');
  await expect(desk.getByRole('navigation', { name: 'Sections of the match' }).getByRole('link')).toHaveText([
    'Details & sale',
    'Prices',
    'Seats',
    'Cancel',
  ]);

  // Its sale window: from yesterday until kick-off, on every channel it sells on.
  const windows = desk.getByTestId('windows-form');
  for (const opening of await windows.locator('input[name^="opening-"]').all())
    await opening.fill(localInput(-1));
  for (const closing of await windows.locator('input[name^="closing-"]').all()) await closing.fill(kickOff);
  await windows.getByRole('button', { name: 'Save sale windows' }).click();
  await expect(windows.getByText('Saved.')).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/season-match-edit.png`, fullPage: true });

  // Its prices: every priced cell 45.00 € for new sales.
  await desk.getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(desk).toHaveURL(/\?tab=prices$/);
  await expect(desk.getByTestId('prices-note')).toContainText('orders already placed keep the prices');
  const grid = desk.getByTestId('price-grid');
  let priced = 0;
  for (const cell of await grid.locator('input').all())
    if ((await cell.inputValue()) !== '') {
      await cell.fill('45');
      priced += 1;
    }
  expect(priced).toBeGreaterThan(0);
  await desk.getByRole('button', { name: 'Save prices' }).click();
  await expect(desk.getByTestId('prices-form').getByText('Saved.')).toBeVisible({ timeout: 30_000 });
  await expect(grid.locator('input').first()).toHaveValue(/^(45\.00)?$/);
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/season-match-prices.png`, fullPage: true });

  // Open the sale now.
  await desk.getByRole('link', { name: 'Details & sale' }).click();
  await desk.getByTestId('sale-open').click();
  await expect(desk.getByTestId('sale-state')).toContainText('The sale is open', { timeout: 30_000 });
  await expect(desk.getByText('On sale', { exact: true })).toBeVisible();

  // A fan buys one seat of it, at the new price.
  await newVerifiedFan(page, club.host, {
    emailPrefix: 'season-fan',
    password: 'Tribune-Ouest-2031',
    firstName: 'Inès',
    lastName: 'Moreau',
  });
  const { orderId } = await chooseSeats(page, { ...club, eventId, minSeatPrice: 4500 }, 1);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
  await expect
    .poll(
      async () =>
        (
          await stackQuery<{ status: string }>(
            `select status from orders where tenant_id = 'riviera' and id = $1`,
            [orderId],
          )
        )[0]?.status,
      { timeout: 60_000 },
    )
    .toBe('confirmed');
  const tickets = await stackQuery<{ price_cents: number }>(
    `select price_cents from seat_tickets where tenant_id = 'riviera' and order_id = $1`,
    [orderId],
  );
  expect(tickets).toEqual([{ price_cents: 4500 }]);

  // The season table counts it; moving the sold match's kick-off is refused in the catalogue's words.
  await desk.goto(hostUrl(club.host, '/staff/season?state=on_sale&lng=en'));
  const row = desk.locator(`[data-testid="season-row"][data-event-id="${eventId}"]`);
  await expect(row.locator('td').nth(5)).toHaveText('1');
  await desk.goto(hostUrl(club.host, `/staff/season/${encodeURIComponent(eventId)}?lng=en`));
  await desk.getByLabel(/^Kick-off, local time/).fill(localInput(13, '18:00'));
  await desk.getByRole('button', { name: 'Save details' }).click();
  await expect(desk.getByTestId('details-form').getByRole('alert')).toContainText(
    'The catalogue refused this change',
    { timeout: 30_000 },
  );
  await expect(desk.getByTestId('season-refusals')).toContainText(/kick-off/i);
  const [event] = await stackQuery<{ start: string }>(
    `select to_char(start_datetime at time zone 'Europe/Paris', 'YYYY-MM-DD"T"HH24:MI') as start from events where tenant_id = 'riviera' and id = $1`,
    [eventId],
  );
  expect(event?.start).toBe(kickOff);
  expect(await axeViolations(desk)).toEqual([]);
  test.info().annotations.push({ type: 'create-match-ms', description: String(createdInMs) });
  await office.close();
});

test('a website member reads the season but is offered no edit', async ({ browser }) => {
  const staff = staffAdd('riviera', `web-${randomUUID().slice(0, 8)}@staff.example`, 'website');
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await signIn(desk, staff.email, staff.initialPassword, staff.totpSecret);
  await expect(desk).toHaveURL(/\/staff\/season$/, { timeout: 30_000 });
  await expect(desk.getByTestId('season-new')).toHaveCount(0);
  await desk.getByTestId('season-row').first().getByRole('link').click();
  await expect(desk.getByText('Your role reads the season')).toBeVisible();
  await expect(desk.getByTestId('sale-open').or(desk.getByTestId('sale-close'))).toHaveCount(0);
  await desk.goto(hostUrl(club.host, '/staff/packs?lng=en'));
  await expect(desk.getByRole('heading', { name: 'Packs and season tickets' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.setViewportSize({ width: 1440, height: 900 });
  await desk.screenshot({ path: `${SHOTS}/season-packs.png`, fullPage: true });
  await office.close();
});
