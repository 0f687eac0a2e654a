import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hostUrl } from './support/hosts';
import {
  callRoute,
  holdSeatByApi,
  holdSeatsByApi,
  logInAsDemoFan,
  releaseOrderByApi,
} from './support/orders';
import { gotoEvent, openSeatedBlock, pickSeats } from './support/seat-picking';

// Demo seed (riviera): m03, m07 and m08 are on sale with seated block N14; the demo fan may buy.
test.use({ viewport: { width: 1280, height: 900 } });
// Each test logs in, picks seats and walks several pages.
test.describe.configure({ timeout: 120_000 });

const RIVIERA = 'riviera.localhost';

/** Points the browser's cart at an order made through the API, as Continue would have. */
async function adoptOrder(page: Page, order: { orderId: string; expiryDatetime?: string | null }) {
  await page.evaluate((o) => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ orderId: o.orderId, expiryDatetime: o.expiryDatetime ?? null }),
    );
  }, order);
}

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a logged-out fan chooses seats, logs in on Continue, keeps the selection and holds it', async ({
  page,
}) => {
  await gotoEvent(page, '/event/m07?lng=en');
  await page.getByTestId('ticket-count').selectOption('2');
  await openSeatedBlock(page);
  await pickSeats(page, 2, { from: 2 });
  const total = await page.getByTestId('selection-total').innerText();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Orders are personal: login first, then straight back to the seats, still chosen.
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fevent%2Fm07/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('fan@stadio.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Stadio-Demo-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/event\/m07/);
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);
  await expect(page.getByTestId('selection-total')).toHaveText(total);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/options\?orderId=ord_/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId');

  await expect(page.getByTestId('cart-button')).toContainText('2');
  await page.getByTestId('cart-button').click();
  const popover = page.getByTestId('cart-popover');
  await expect(popover.getByTestId('cart-group')).toHaveCount(1);
  await expect(popover.getByTestId('cart-group')).toContainText('2 ×');
  await expect(popover.getByTestId('cart-total')).toHaveText(total);
  await expect(popover.getByTestId('cart-expiry')).toHaveText(/Held until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(popover.getByTestId('order-countdown')).toContainText(/1[45]:\d{2}/);

  await popover.getByRole('link', { name: 'View my order' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary\\?orderId=${orderId}`));
  await expect(page.getByTestId('order-seat')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
});

test('the popover shows two groups and how many more, deletes a group and cancels the cart', async ({
  page,
}) => {
  await logInAsDemoFan(page, RIVIERA, '/?lng=en');
  await page.goto(hostUrl(RIVIERA, '/event/m03?lng=en'));
  const first = await holdSeatsByApi(page, { eventId: 'm03', blockSuffix: 'N16', count: 1, skip: 40 });
  // Two more groups in the same order: the popover shows two cards and "1 more".
  for (const [eventId, count] of [
    ['m07', 2],
    ['m08', 1],
  ] as const) {
    await page.goto(hostUrl(RIVIERA, `/event/${eventId}?lng=en`));
    const blockId = await page.locator('[data-block-id$="-N16"]').first().getAttribute('data-block-id');
    const block = await callRoute(page, '/api/block', { eventId, blockId, blockName: 'N16', standName: '' });
    const seats = (
      block.json.seats as { id: string; available: boolean; isResale: boolean; productIds: string[] }[]
    )
      .filter((s) => s.available && !s.isResale)
      .slice(60, 60 + count);
    const added = await callRoute(page, '/api/order/create-order-with-tickets', {
      orderId: first.order.orderId,
      ticketType: 'event',
      event: { id: eventId },
      tickets: seats.map((s) => ({
        block: { id: blockId, isOpenSeating: false },
        seat: { id: s.id },
        offer: { productId: s.productIds[0], isFromResale: false },
      })),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
  }
  const order = (await callRoute(page, '/api/order/fetch-order', { orderIds: [first.order.orderId] })).json
    .orders[0];
  expect(order.ticketGroups).toHaveLength(3);
  await page.goto(hostUrl(RIVIERA, '/?lng=en'));
  await adoptOrder(page, order);
  await page.reload();

  const button = page.getByTestId('cart-button');
  await expect(button).toContainText('4');
  await button.click();
  const popover = page.getByTestId('cart-popover');
  await expect(popover.getByTestId('cart-group')).toHaveCount(2);
  await expect(popover.getByTestId('cart-more')).toHaveText('and 1 more item in your order');
  const before = euros(await popover.getByTestId('cart-total').innerText());
  expect(before * 100).toBe(order.totalAmount);

  const firstCard = popover.getByTestId('cart-group').first();
  const firstPrice = euros(await firstCard.getByTestId('cart-group-price').innerText());
  await firstCard.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect(popover.getByTestId('cart-more')).toHaveCount(0);
  await expect(popover.getByTestId('cart-group')).toHaveCount(2);
  await expect(popover.getByTestId('cart-total')).toHaveText(`€${(before - firstPrice).toFixed(2)}`);
  await expect(button).toContainText('3');

  await popover.getByRole('button', { name: 'Cancel my cart' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Every seat and option in your cart will be released');
  await dialog.getByRole('button', { name: 'Yes, cancel my cart' }).click();
  await expect(button).toBeDisabled();
  await expect(button).toContainText('0');
  const after = await callRoute(page, '/api/order/fetch-order', { orderIds: [order.orderId] });
  expect(after.json.orders[0].status).toBe('CANCELLED');
  // Its seats are for sale again.
  const released = await callRoute(page, '/api/order/create-order-with-tickets', {
    ticketType: 'event',
    event: { id: 'm03' },
    tickets: [
      {
        block: { id: order.ticketGroups[0].seatTickets[0].seatInfo.blockId, isOpenSeating: false },
        seat: { id: order.ticketGroups[0].seatTickets[0].seatInfo.seatId },
        offer: { productId: order.ticketGroups[0].seatTickets[0].productId, isFromResale: false },
      },
    ],
  });
  expect(released.status).toBe(200);
  await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId: released.json.order.orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
});

test('a seat taken by someone else meanwhile is refused with the seats-taken message and released', async ({
  page,
  browser,
}) => {
  await logInAsDemoFan(page, RIVIERA, '/event/m08?lng=en');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  await openSeatedBlock(page);
  const [seatId] = await pickSeats(page, 1, { from: 1 });

  // Another fan's browser holds that very seat first.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const rival = await other.newPage();
  await logInAsDemoFan(rival, RIVIERA, '/event/m08?lng=en');
  const taken = await holdSeatByApi(rival, { eventId: 'm08', blockSuffix: 'N14', seatId: seatId ?? '' });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('order-failure')).toHaveText(
    'Sorry, the selected seats are no longer available.',
  );
  await expect(page.getByTestId('ticket-place')).toHaveText('Choose a seat on the map');
  await expect(page.locator(`[role=gridcell][data-seat-id="${seatId}"]`)).toHaveAttribute(
    'data-state',
    'unavailable',
  );
  await releaseOrderByApi(rival, taken.orderId);
  await other.close();
});

test('the countdown runs out: the cart empties and the fan is told to order again', async ({ page }) => {
  await page.clock.install();
  await logInAsDemoFan(page, RIVIERA, '/event/m03?lng=en');
  const { order } = await holdSeatsByApi(page, { eventId: 'm03', blockSuffix: 'N16', count: 1, skip: 80 });
  const fetched = await callRoute(page, '/api/order/fetch-order', { orderIds: [order.orderId] });
  await adoptOrder(page, fetched.json.orders[0]);
  await page.goto(hostUrl(RIVIERA, `/summary?orderId=${order.orderId}&lng=en`));
  await expect(page.getByTestId('order-countdown')).toContainText(/Your seats are held for 1[45]:\d{2}/);
  await expect(page.getByTestId('cart-button')).toContainText('1');

  await page.clock.fastForward('16:00');
  await expect(page.getByTestId('order-expired')).toContainText('Your reservation has expired');
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId: order.orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
});

test('on a phone the total and Continue stay in reach; popover and summary pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logInAsDemoFan(page, RIVIERA, '/event/m07?lng=en');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  await openSeatedBlock(page, 'N15');
  await pickSeats(page, 1, { from: 1 });
  const bar = page.getByTestId('mobile-continue-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(await page.getByTestId('selection-total').innerText());
  await expect(bar.getByRole('button', { name: 'Continue' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/options\?orderId=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  await page.goto(hostUrl(RIVIERA, `/summary?orderId=${orderId}&lng=en`));
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
});

test('screenshots of the cart popover and the summary', async ({ page }) => {
  const dir = process.env.SCREENSHOTS_DIR;
  test.skip(!dir, 'set SCREENSHOTS_DIR to take screenshots');
  await logInAsDemoFan(page, RIVIERA, '/event/m03?lng=fr');
  const { order } = await holdSeatsByApi(page, { eventId: 'm03', blockSuffix: 'N16', count: 2, skip: 120 });
  await page.goto(hostUrl(RIVIERA, '/event/m07?lng=fr'));
  const blockId = await page.locator('[data-block-id$="-N16"]').first().getAttribute('data-block-id');
  const block = await callRoute(page, '/api/block', {
    eventId: 'm07',
    blockId,
    blockName: 'N16',
    standName: '',
  });
  const seat = (block.json.seats as { id: string; available: boolean; productIds: string[] }[]).filter(
    (s) => s.available,
  )[130];
  await callRoute(page, '/api/order/create-order-with-tickets', {
    orderId: order.orderId,
    ticketType: 'event',
    event: { id: 'm07' },
    tickets: [
      {
        block: { id: blockId, isOpenSeating: false },
        seat: { id: seat?.id },
        offer: { productId: seat?.productIds[0], isFromResale: false },
      },
    ],
  });
  const fetched = await callRoute(page, '/api/order/fetch-order', { orderIds: [order.orderId] });
  await adoptOrder(page, fetched.json.orders[0]);
  await page.goto(hostUrl(RIVIERA, `/summary?orderId=${order.orderId}&lng=fr`));
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.screenshot({ path: `${dir}/riviera-fr-summary-desktop.png`, fullPage: true });
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover')).toBeVisible();
  await page.screenshot({ path: `${dir}/riviera-fr-popover-desktop.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover')).toBeVisible();
  await page.screenshot({ path: `${dir}/riviera-fr-popover-phone.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${dir}/riviera-fr-summary-phone.png`, fullPage: true });
  await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId: order.orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
});
