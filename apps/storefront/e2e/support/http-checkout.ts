import { expect } from '@playwright/test';
import { TEST_CARDS } from './purchase';
import type { Answer, Client } from './security-client';
import { stackQuery } from './stack-database';

/*
 * A purchase over plain HTTP, the calls the shop's pages make (docs/product.md#holds,
 * #holders, #payments): the block route lists a block's seats, the hold takes them, the
 * information step names the holders, the summary's terms cookie and the payment start open the
 * sandbox's hosted page, whose form takes a test card. For the sweeps, which speak HTTP
 * (security-client.ts) and have no page; the browser tests buy as fans do (purchase.ts).
 */

/** The cookie the summary sets when the fan accepts the general terms (storefront terms-acceptance.ts). */
const TERMS_COOKIE = 'stadio_terms_accepted';

/** A ticket of a cart as the hold route takes it. */
export interface CartTicket {
  blockId: string;
  seatId: string;
  productId: string;
  isFromResale: boolean;
}

/** An order on hold: its id and its seat tickets (`isFromResale` for a seat bought on resale). */
export interface HeldOrder {
  orderId: string;
  tickets: Array<{ id: string; isFromResale: boolean }>;
}

/** What the block route answers, as far as a cart needs it. */
export interface BlockSeats {
  seats: Array<{
    id: string;
    available: boolean;
    isResale: boolean;
    price: number | null;
    productIds: string[];
  }>;
  resaleOffers: Array<{ productId: string; seats: Array<{ seatId: string; price: number }> }>;
}

/** The seats and resale offers of one block of an event, as the seat map loads them. */
export async function blockSeats(client: Client, eventId: string, blockId: string): Promise<BlockSeats> {
  const answer = await client.send('POST', '/api/block', {
    body: { eventId, blockId, blockName: 'x', standName: 'x' },
  });
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as BlockSeats;
}

/** The hold route's answer to a cart (added to `orderId` when given), as it comes. */
export function holdCart(client: Client, eventId: string, tickets: CartTicket[], orderId?: string) {
  return client.send('POST', '/api/order/create-order-with-tickets', {
    body: {
      ...(orderId ? { orderId } : {}),
      ticketType: 'event',
      event: { id: eventId },
      tickets: tickets.map((ticket) => ({
        block: { id: ticket.blockId, isOpenSeating: false },
        seat: { id: ticket.seatId },
        offer: { productId: ticket.productId, isFromResale: ticket.isFromResale },
      })),
    },
  });
}

/** The order of a hold that succeeded. */
export function heldOrder(answer: Answer): HeldOrder {
  expect(answer.status, answer.text).toBe(200);
  const { order } = JSON.parse(answer.text) as {
    order: {
      orderId: string;
      ticketGroups: Array<{ seatTickets: Array<{ id: string; isFromResale: boolean }> }>;
    };
  };
  return {
    orderId: order.orderId,
    tickets: order.ticketGroups.flatMap((group) =>
      group.seatTickets.map(({ id, isFromResale }) => ({ id, isFromResale })),
    ),
  };
}

/**
 * Holds `count` free seats of one block of the club's event, sold by the club (not resale) for at
 * least `minPrice` cents whatever the offer, added to `orderId` when given. Blocks are tried in random order, so parallel tests rarely meet; a
 * seat another test took meanwhile (409 UNAVAILABLE) sends this one to the next block.
 */
export async function holdFreeSeats(
  client: Client,
  {
    tenant,
    eventId,
    count,
    minPrice = 0,
    orderId,
  }: { tenant: string; eventId: string; count: number; minPrice?: number; orderId?: string },
): Promise<HeldOrder> {
  const blocks = await stackQuery<{ block_id: string }>(
    `select block_id from event_seats where tenant_id = $1 and event_id = $2 and status = 'available'
     group by block_id having count(*) >= $3 order by random() limit 12`,
    [tenant, eventId, count * 4],
  );
  for (const { block_id: blockId } of blocks) {
    const free = (await blockSeats(client, eventId, blockId)).seats
      .filter(
        (seat) =>
          seat.available &&
          !seat.isResale &&
          seat.price !== null &&
          seat.price >= minPrice &&
          seat.productIds.length > 0,
      )
      .slice(0, count);
    if (free.length < count) continue;
    const held = await holdCart(
      client,
      eventId,
      free.map((seat) => ({
        blockId,
        seatId: seat.id,
        productId: seat.productIds[0] ?? '',
        isFromResale: false,
      })),
      orderId,
    );
    if (held.status === 409 && held.text.includes('"UNAVAILABLE"')) continue;
    return heldOrder(held);
  }
  throw new Error(`no block of ${tenant}'s ${eventId} with ${count} free seats`);
}

/**
 * Information step, terms and payment start of an order on hold, paid at once (one instalment)
 * with the given promo codes: every holder named, the terms cookie set as the summary sets it.
 * Returns the sandbox's hosted page the shop sends the fan to.
 */
export async function startPayment(client: Client, order: HeldOrder, promoCodeIds: string[] = []) {
  const holders = await client.send('POST', '/api/ticket', {
    body: {
      orderId: order.orderId,
      holders: order.tickets.map((ticket) => ({
        ticketId: ticket.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
      })),
    },
  });
  expect(holders.status, holders.text).toBe(200);
  client.cookies.set(TERMS_COOKIE, encodeURIComponent(order.orderId));
  const started = await client.send('POST', '/api/checkout/start', {
    body: { orderId: order.orderId, numberOfInstallments: 1, promoCodeIds },
  });
  expect(started.status, started.text).toBe(200);
  const { redirectUrl } = JSON.parse(started.text) as { redirectUrl: string };
  expect(redirectUrl, 'the sandbox hosted page').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[^/]+$/);
  return redirectUrl;
}

/** Pays on the sandbox's hosted page with a test card and waits until the order is confirmed. */
export async function payHostedPage(
  redirectUrl: string,
  { tenant, orderId }: { tenant: string; orderId: string },
  card: string = TEST_CARDS.success,
) {
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  // Back to the shop's validation page, as the browser would go.
  expect(paid.status, await paid.text()).toBe(303);
  await expect
    .poll(async () => (await orderRow(tenant, orderId))?.status, { timeout: 30_000 })
    .toBe('confirmed');
}

/** Holds `count` free seats of the event and pays for them: the confirmed order. */
export async function buyFreeSeats(
  client: Client,
  where: { tenant: string; eventId: string; count: number; minPrice?: number },
): Promise<HeldOrder> {
  const order = await holdFreeSeats(client, where);
  await payHostedPage(await startPayment(client, order), { tenant: where.tenant, orderId: order.orderId });
  return order;
}

/** The order's row in the stack's database. */
export async function orderRow(tenant: string, orderId: string) {
  const [row] = await stackQuery<{
    status: string;
    has_transaction_in_progress: boolean;
    customer_id: string;
  }>(`select status, has_transaction_in_progress, customer_id from orders where tenant_id = $1 and id = $2`, [
    tenant,
    orderId,
  ]);
  return row;
}
