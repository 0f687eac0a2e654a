import { expect, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

/** The demo fan every club has (packages/db seed, README). */
export const DEMO_FAN = { email: 'fan@stadio.example', password: 'Stadio-Demo-2026' };

/** Logs the demo fan in at `host` and comes back to `returnTo`. */
export async function logInAsDemoFan(page: Page, host: string, returnTo = '/') {
  await page.goto(hostUrl(host, `/login?lng=en&redirectUrl=${encodeURIComponent(returnTo)}`));
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_FAN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_FAN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Password hashing is slow on purpose, and slower while other workers log in too.
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 60_000 });
}

/** Calls a route of the shop from the page, as its scripts do (same host, same cookies). */
export async function callRoute(page: Page, route: string, body: unknown) {
  return page.evaluate(
    async ({ route, body }) => {
      const response = await fetch(route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { route, body },
  );
}

interface BlockSeat {
  id: string;
  available: boolean;
  isResale: boolean;
  productIds: string[];
}

/**
 * Holds `count` free seats of a block through the BFF, as the seat page's Continue does, and
 * returns the order. The page must be on the club's host with a logged-in customer.
 */
export async function holdSeatsByApi(
  page: Page,
  {
    eventId,
    blockSuffix,
    count,
    skip = 0,
  }: { eventId: string; blockSuffix: string; count: number; skip?: number },
) {
  const blockId = await page
    .locator(`[data-block-id$="-${blockSuffix}"]`)
    .first()
    .getAttribute('data-block-id');
  expect(blockId, `block ${blockSuffix} on the map`).toBeTruthy();
  const block = await callRoute(page, '/api/block', {
    eventId,
    blockId,
    blockName: blockSuffix,
    standName: '',
  });
  expect(block.status).toBe(200);
  const seats = (block.json.seats as BlockSeat[])
    .filter((seat) => seat.available && !seat.isResale && seat.productIds.length > 0)
    .slice(skip, skip + count);
  expect(seats).toHaveLength(count);
  const created = await callRoute(page, '/api/order/create-order-with-tickets', {
    ticketType: 'event',
    event: { id: eventId },
    tickets: seats.map((seat) => ({
      block: { id: blockId, isOpenSeating: false },
      seat: { id: seat.id },
      offer: { productId: seat.productIds[0], isFromResale: false },
    })),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return {
    order: created.json.order as { orderId: string; totalAmount: number },
    seatIds: seats.map((s) => s.id),
  };
}

/**
 * Holds one given seat of a block through the BFF, as another fan's Continue would, and returns
 * the order and the block's id. The page must be a logged-in customer's, on the event's page.
 */
export async function holdSeatByApi(
  page: Page,
  { eventId, blockSuffix, seatId }: { eventId: string; blockSuffix: string; seatId: string },
) {
  const blockId = await page
    .locator(`[data-block-id$="-${blockSuffix}"]`)
    .first()
    .getAttribute('data-block-id');
  const block = await callRoute(page, '/api/block', {
    eventId,
    blockId,
    blockName: blockSuffix,
    standName: '',
  });
  const seat = (block.json.seats as BlockSeat[]).find((s) => s.id === seatId);
  const taken = await callRoute(page, '/api/order/create-order-with-tickets', {
    ticketType: 'event',
    event: { id: eventId },
    tickets: [
      {
        block: { id: blockId, isOpenSeating: false },
        seat: { id: seatId },
        offer: { productId: seat?.productIds[0], isFromResale: false },
      },
    ],
  });
  expect(taken.status, JSON.stringify(taken.json)).toBe(200);
  return { orderId: taken.json.order.orderId as string, blockId };
}

/** Releases an order held through the BFF (keeps nothing of it). */
export async function releaseOrderByApi(page: Page, orderId: string) {
  const released = await callRoute(page, '/api/order/update-tickets-on-order', {
    orderId,
    ticketIds: [],
    ticketAncillaryIds: [],
  });
  expect(released.status).toBe(200);
}
