import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import { callRoute, logInAsDemoFan } from './support/orders';
import { STACK_DATABASE_URL } from './support/stack-database';

/*
 * The waiting room of an on-sale (ADR 0014) on Neva's m08, the demo event that has one (no other
 * browser test buys there). The test takes the line in hand through the database, as a club
 * would: one fan a minute, and time moved on by setting the turns, never by waiting.
 */

const NEVA = 'neva.localhost';
const EVENT = 'm08';
const PAGE = `/event/${EVENT}?lng=en`;
const DATABASE_URL = STACK_DATABASE_URL;
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../.data/screenshots/waiting-room');
const ADMISSION_COOKIE = `stadio_admission_${EVENT}`;

test.describe.configure({ mode: 'serial' });

async function sql(text: string) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    return await db.query(text);
  } finally {
    await db.end();
  }
}

/** An empty line that opened a minute ago and lets one fan in a minute. */
const resetLine = async () => {
  await sql(`update waiting_rooms set opens_at = now() - interval '1 minute', admit_per_minute = 1
    where tenant_id = 'neva' and event_id = '${EVENT}'`);
  await sql(`delete from waiting_room_lines where tenant_id = 'neva' and event_id = '${EVENT}'`);
};

/**
 * The line with `admitted` fans let in, the last of them just now, and the others' turns one a
 * minute from now in arrival order (numbers are gap-free from 1, so the last arrival's turn is the
 * line's). Set before each look at a position: the line runs on the real clock, and a slow machine
 * would otherwise let the next fan in while the browsers are still loading.
 */
const turnsFromNow = async (admitted: number) => {
  await sql(`update waiting_room_visitors set turn_at = now() + (number - ${admitted}) * interval '1 minute'
    where tenant_id = 'neva' and event_id = '${EVENT}'`);
  await sql(`update waiting_room_lines set last_turn_at = now() + (arrivals - ${admitted}) * interval '1 minute'
    where tenant_id = 'neva' and event_id = '${EVENT}'`);
};

const queue = (page: Page) => page.getByTestId('waiting-room');
const seatsShown = (page: Page) => expect(page.getByTestId('ticket-n-of-m')).toBeVisible({ timeout: 20_000 });
const positionOf = (page: Page) => page.getByTestId('waiting-room-position');

/** A fan arriving at the match page in a browser of their own (their own cookies). */
async function arrive(browser: Browser, options: { clock?: boolean; phone?: boolean } = {}) {
  const context = await browser.newContext(
    options.phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  // A fake clock lets the test fire the page's next poll at once instead of waiting for it.
  if (options.clock) await page.clock.install();
  await page.goto(hostUrl(NEVA, PAGE));
  return { context, page };
}

test('fans beyond the admission rate see their place and are let in in arrival order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await resetLine();
  const contexts: BrowserContext[] = [];
  try {
    const first = await arrive(browser);
    contexts.push(first.context);
    await seatsShown(first.page);
    await expect(first.page.getByTestId('waiting-room-admitted')).toContainText("It's your turn!");

    await turnsFromNow(1);
    const second = await arrive(browser);
    contexts.push(second.context);
    await expect(queue(second.page)).toHaveAttribute('data-state', 'WAITING');
    await expect(positionOf(second.page)).toHaveText('1');
    await expect(second.page.getByTestId('waiting-room-status')).toContainText('You are next');

    await turnsFromNow(1);
    const third = await arrive(browser, { clock: true });
    contexts.push(third.context);
    await expect(positionOf(third.page)).toHaveText('2');
    await expect(third.page.getByTestId('waiting-room-status')).toContainText('1 fan ahead of you');
    await expect(third.page.getByTestId('waiting-room-wait')).toContainText(
      'Estimated wait: about 2 minutes',
    );
    await expect(third.page.getByTestId('ticket-n-of-m')).toHaveCount(0);
    expect(await axeViolations(third.page)).toEqual([]);

    // A reload keeps the place (the visitor cookie names it in the database).
    await turnsFromNow(1);
    await second.page.reload();
    await expect(positionOf(second.page)).toHaveText('1');

    // The second fan's turn comes: they are let in, the third moves up on the page's next poll.
    await turnsFromNow(2);
    await second.page.reload();
    await seatsShown(second.page);
    await turnsFromNow(2);
    await third.page.clock.fastForward('01:00');
    await expect(positionOf(third.page)).toHaveText('1');
    await expect(third.page.getByTestId('ticket-n-of-m')).toHaveCount(0);

    await turnsFromNow(3);
    await third.page.clock.fastForward('01:00');
    await seatsShown(third.page);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('the queue page looks right on a desktop and on a 375-px phone', async ({ browser }) => {
  // Four fresh browsers, each with an axe run and a full-page screenshot: about 30 s on a busy machine.
  test.setTimeout(120_000);
  await resetLine();
  // A crowd ahead: 1,234 fans joined before, at one a minute from now on.
  await sql(`insert into waiting_room_lines (tenant_id, event_id, arrivals, last_turn_at)
    values ('neva', '${EVENT}', 1234, now() + interval '1233 minutes')`);
  await sql(`insert into waiting_room_visitors (tenant_id, event_id, visitor_id, number, turn_at, joined_at)
    select 'neva', '${EVENT}', 'e2e-crowd-' || n, n, now() + (n - 1) * interval '1 minute', now()
    from generate_series(1, 1234) as n`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [lng, phone] of [
    ['ru', false],
    ['ru', true],
    ['en', false],
    ['en', true],
  ] as const) {
    const { context, page } = await arrive(browser, { phone });
    try {
      await page.goto(hostUrl(NEVA, `/event/${EVENT}?lng=${lng}`));
      await expect(queue(page)).toHaveAttribute('data-state', 'WAITING');
      await expect(positionOf(page)).toHaveAttribute('data-position', /^12\d\d$/);
      expect(await axeViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(phone ? 375 : 1280);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `neva-${lng}-queue-${phone ? '375' : 'desktop'}.png`),
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  }
});

test('the hold route refuses a missing, forged or reused admission and takes a valid one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resetLine();
  await logInAsDemoFan(page, NEVA, PAGE);
  await seatsShown(page);
  const context = page.context();
  const cookies = await context.cookies(hostUrl(NEVA, '/api/order/create-order-with-tickets'));
  const admission = cookies.find((c) => c.name === ADMISSION_COOKIE);
  const visitor = cookies.find((c) => c.name === 'stadio_visitor');
  expect(admission?.httpOnly).toBe(true);
  expect(visitor?.httpOnly).toBe(true);
  if (!admission || !visitor) throw new Error('no admission or visitor cookie');

  const seat = await freeSeat(page);
  // Through the page, as its scripts call the route: the browser sends the context's cookies.
  const hold = () =>
    callRoute(page, '/api/order/create-order-with-tickets', {
      ticketType: 'event',
      event: { id: EVENT },
      tickets: [
        {
          block: { id: seat.blockId, isOpenSeating: false },
          seat: { id: seat.seatId },
          offer: { productId: seat.productId, isFromResale: false },
        },
      ],
    });
  const refused = async () => {
    const answer = await hold();
    expect(answer.status, JSON.stringify(answer.json)).toBe(403);
    expect(answer.json.code).toBe('ADMISSION_REFUSED');
    expect(answer.json.order).toBeNull();
  };

  // Missing.
  await context.clearCookies({ name: ADMISSION_COOKIE });
  await refused();
  // Forged: the payload names another place in line, under the original signature.
  const [header, payload, signature] = admission.value.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, number: 999 })).toString('base64url');
  await context.addCookies([{ ...admission, value: `${header}.${forged}.${signature}` }]);
  await refused();
  // Reused: the real admission, copied into another visitor's browser.
  await context.addCookies([admission, { ...visitor, value: 'another-visitor-0123456789' }]);
  await refused();
  expect(await seatStatus(seat.seatId)).toBe('available');

  // The fan's own admission holds the seat.
  await context.addCookies([admission, visitor]);
  const held = await hold();
  expect(held.status, JSON.stringify(held.json)).toBe(200);
  expect(await seatStatus(seat.seatId)).toBe('onhold');
  const orderId = held.json.order.orderId as string;
  const cancelled = await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
  expect(cancelled.status).toBe(200);
});

async function seatStatus(seatId: string) {
  const { rows } = await sql(
    `select status from event_seats where tenant_id = 'neva' and event_id = '${EVENT}' and seat_id = '${seatId.replace(/'/g, '')}'`,
  );
  return (rows[0] as { status: string } | undefined)?.status;
}

/** A free seat of the match with a price, found through the block route as the map finds it. */
async function freeSeat(page: Page) {
  await expect(page.locator('[data-block-id]').first()).toBeAttached();
  return page.evaluate(async (eventId) => {
    const ids = [
      ...new Set(
        [...document.querySelectorAll('[data-block-id]:not([aria-disabled=true])')].map(
          (element) => element.getAttribute('data-block-id') ?? '',
        ),
      ),
    ];
    for (const blockId of ids) {
      const response = await fetch('/api/block', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId, blockId, blockName: 'x', standName: 'x' }),
      });
      if (!response.ok) continue;
      const block = (await response.json()) as {
        isOpenSeating?: boolean;
        seats: { id: string; available: boolean; isResale: boolean; productIds: string[] }[];
      };
      if (block.isOpenSeating) continue;
      const seat = block.seats.find((s) => s.available && !s.isResale && s.productIds.length > 0);
      if (seat) return { blockId, seatId: seat.id, productId: seat.productIds[0] ?? '' };
    }
    throw new Error('no free seat');
  }, EVENT);
}
