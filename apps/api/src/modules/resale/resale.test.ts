import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ORDER } from '../orders/test-fixtures/order-operations';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';
import { checkTicketToken } from '@stadio/ticket-tokens';
import { hasTicketsOnResale } from '../identity/tickets-on-resale';
import { inTransaction } from '../../database/sql-client';
import {
  LIST,
  MY_TICKETS,
  RESALE_DAY,
  RESALE_RULES,
  resaleHelpers,
  SET_BANK,
  WITHDRAW,
} from './test-fixtures/resale-testbed';

/** Ends a transaction that must leave nothing behind, carrying what it read. */
class RolledBack extends Error {
  constructor(readonly rows: Array<{ seat_id: string; face_value_cents: number }>) {
    super('rolled back');
  }
}

const DELETE = `mutation ($id: ID!) { deleteCustomer(id: $id) }`;
const CUSTOMER = `query ($id: ID!) { customer(id: $id) { iban bic } }`;

describe('resale (PostgreSQL)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
  });
  afterAll(async () => {
    await bed?.close();
  });

  const list = (
    customerId: string,
    listings: Array<{ ticketId: string; price: number }>,
    tenant = RESALE_RULES,
  ) =>
    bed.gql<{ listTicketsForResale: Array<{ id: string; resaleState: string }> }>(
      LIST,
      { customerId, listings },
      { tenant },
    );
  const codeOf = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
    answer.errors?.[0]?.extensions?.code;
  const buyListing = (buyerId: string, seatId: string) =>
    bed.gql<{ createOrderWithTickets: { orderId: string } }>(CREATE_ORDER, {
      customerId: buyerId,
      input: {
        eventId: 'match-open',
        tickets: [{ blockId: 'R1', seatId, productId: 'resale', isFromResale: true }],
      },
    });

  it('lists a ticket within the bounds, shows it on sale, and withdraws it', async () => {
    const seller = await h.seller();
    const [ticketId = ''] = await h.ticketsOf(seller, ['r1-a1']);
    const [before] = await h.myTickets(seller, 'RESALABLE');
    expect(before).toMatchObject({
      id: ticketId,
      isResalable: true,
      resaleMinPrice: 500,
      resaleMaxPrice: 3000,
    });

    expect(codeOf(await list(seller, [{ ticketId, price: 499 }]))).toBe('RESALE_PRICE_TOO_LOW');
    expect(codeOf(await list(seller, [{ ticketId, price: 3001 }]))).toBe('RESALE_PRICE_TOO_HIGH');
    const listed = await list(seller, [{ ticketId, price: 2500 }]);
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.listTicketsForResale).toEqual([
      { id: ticketId, resaleState: 'ON_SALE', resalePrice: 2500 },
    ]);
    expect((await h.myTickets(seller, 'ON_RESALE')).map((t) => [t.id, t.resalePrice])).toEqual([
      [ticketId, 2500],
    ]);
    expect(await h.myTickets(seller, 'RESALABLE')).toEqual([]);
    // Buyers see it on the map, as a resale offer at its price.
    const [offer] = await bed.rows<{ price_cents: number; status: string }>(
      `select price_cents, status from resale_listings where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(offer).toEqual({ price_cents: 2500, status: 'on_sale' });
    // Listed twice: refused.
    expect(codeOf(await list(seller, [{ ticketId, price: 2000 }]))).toBe('RESALE_UNAVAILABLE');

    const withdrawn = await bed.data<{ withdrawResaleListings: Array<{ resaleState: string }> }>(
      WITHDRAW,
      { customerId: seller, ticketIds: [ticketId] },
      h.options(),
    );
    expect(withdrawn.withdrawResaleListings).toEqual([{ id: ticketId, resaleState: 'NOT_ON_RESALE' }]);
    expect((await h.myTickets(seller, 'RESALABLE')).map((t) => t.id)).toEqual([ticketId]);
  });

  it('needs bank details, and refuses tickets that are not resalable', async () => {
    const fan = await bed.customer();
    const [ticketId = ''] = await h.ticketsOf(fan, ['r1-a2']);
    expect(codeOf(await list(fan, [{ ticketId, price: 1000 }]))).toBe('BANK_DETAILS_REQUIRED');
    // Bank details: a bad IBAN, then a BIC of another country, both refused.
    expect(
      await bed.errorCode(SET_BANK, { id: fan, iban: 'FR76 3000 6000 0112 3456 7890 188', bic: 'BNPAFRPP' }),
    ).toBe('BAD_USER_INPUT');
    expect(
      await bed.errorCode(SET_BANK, { id: fan, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEUTDEFF' }),
    ).toBe('BAD_USER_INPUT');
    await bed.data(SET_BANK, { id: fan, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' });

    // Downloads not open yet: not resalable either.
    bed.clock.set(new Date(RESALE_DAY.getTime() - 3 * 86_400_000));
    const early = await list(fan, [{ ticketId, price: 1000 }]);
    expect(early.errors?.[0]?.extensions).toMatchObject({
      code: 'RESALE_UNAVAILABLE',
      reason: 'DOWNLOAD_NOT_OPEN',
    });
    // The match has been played.
    bed.clock.set(new Date(RESALE_DAY.getTime() + 3 * 86_400_000));
    const late = await list(fan, [{ ticketId, price: 1000 }]);
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'RESALE_UNAVAILABLE',
      reason: 'EVENT_PASSED',
    });
    bed.clock.set(RESALE_DAY);
    // A club that forbids resale.
    const forbidden = await list(fan, [{ ticketId, price: 1000 }], { resale: { policy: 'forbidden' } });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({
      code: 'RESALE_UNAVAILABLE',
      reason: 'RESALE_FORBIDDEN',
    });
  });

  it('keeps the per-match limit and the whole-order policy', async () => {
    const seller = await h.seller();
    const ids = await h.ticketsOf(seller, ['r1-b1', 'r1-b2', 'r1-b3']);
    const [a = '', b = '', c = ''] = ids;
    const whole = {
      resale: { ...RESALE_RULES.resale, policy: 'whole_order_only' as const, limitPerCampaign: undefined },
    };
    const partial = await list(seller, [{ ticketId: a, price: 1000 }], whole);
    expect(partial.errors?.[0]?.extensions).toMatchObject({
      code: 'RESALE_UNAVAILABLE',
      reason: 'WHOLE_ORDER_ONLY',
    });
    // Limit 2 per match: three at once is refused, nothing listed.
    const three = await list(
      seller,
      ids.map((ticketId) => ({ ticketId, price: 1000 })),
    );
    expect(three.errors?.[0]?.extensions).toMatchObject({ code: 'RESALE_LIMIT_REACHED', limit: 2 });
    expect(await h.myTickets(seller, 'ON_RESALE')).toEqual([]);
    expect(
      (
        await list(seller, [
          { ticketId: a, price: 1000 },
          { ticketId: b, price: 1000 },
        ])
      ).errors,
    ).toBeUndefined();
    expect(codeOf(await list(seller, [{ ticketId: c, price: 1000 }]))).toBe('RESALE_LIMIT_REACHED');
    // Whole order: with the two listed, the last one is the whole rest of the order.
    expect((await list(seller, [{ ticketId: c, price: 1000 }], whole)).errors).toBeUndefined();
  });

  it('sells a listing: the buyer gets a new ticket, the seller’s is void and owed, the old QR is refused', async () => {
    const seller = await h.seller();
    const [ticketId = ''] = await h.ticketsOf(seller, ['r1-c1']);
    const oldToken = await h.token(seller, ticketId);
    expect(await h.verify(oldToken)).toMatchObject({ valid: true });
    expect((await list(seller, [{ ticketId, price: 2800 }])).errors).toBeUndefined();
    expect(await hasTicketsOnResale(bed.db, 'riviera', seller)).toBe(true);
    expect(await bed.errorCode(DELETE, { id: seller })).toBe('TICKETS_ON_RESALE');

    const buyer = await bed.customer();
    const order = await h.buyListing(buyer, 'r1-c1');
    const bought = order.ticketGroups[0]?.seatTickets[0];
    expect(bought?.grossAmount).toBe(2800);

    const [sold] = await h.myTickets(seller, 'RESOLD');
    expect(sold).toMatchObject({
      id: ticketId,
      resaleState: 'RESOLD',
      resalePrice: 2800,
      payoutAmount: 2800,
      payoutStatus: 'DUE',
      isDownloadable: false,
      isTransferable: false,
    });
    const [payout] = await bed.rows<{ amount_cents: number; iban: string; status: string }>(
      `select amount_cents, iban, status from resale_payouts where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(payout).toEqual({ amount_cents: 2800, iban: 'FR7630006000011234567890189', status: 'due' });
    const mails = await bed.rows<{ template: string }>(
      `select template from mail_outbox where tenant_id = 'riviera' and recipient = $1`,
      [await h.email(seller)],
    );
    expect(mails.map((m) => m.template)).toContain('resale-sold');

    // The seller's old QR still carries a valid signature offline, but the gate refuses it.
    const publicKey = createPublicKey(bed.services.keyring.publicKeyPem('riviera'));
    expect((await checkTicketToken(oldToken, publicKey, 'riviera')).valid).toBe(true);
    expect(await h.verify(oldToken)).toMatchObject({ valid: false, rejection: 'NOT_CONFIRMED' });
    const buyerToken = await h.token(buyer, bought?.id ?? '');
    expect((await checkTicketToken(buyerToken, publicKey, 'riviera')).valid).toBe(true);
    expect(await h.verify(buyerToken)).toMatchObject({ valid: true });
    // Nothing on resale any more: the account may go.
    expect(await hasTicketsOnResale(bed.db, 'riviera', seller)).toBe(false);
    // The seller's invoice is untouched (its own order, its own price); the buyer's shows 28 €.
    const [sellerTotal] = await bed.rows<{ total: number }>(
      `select sum(price_cents + discount_cents)::int as total from seat_tickets where tenant_id = 'riviera'
        and order_id = (select order_id from seat_tickets where id = $1)`,
      [ticketId],
    );
    expect(sellerTotal?.total).toBe(3000);
  });

  it('lets one of two buyers racing for one listing win; the other is UNAVAILABLE', async () => {
    const seller = await h.seller();
    const [ticketId = ''] = await h.ticketsOf(seller, ['r1-c2']);
    expect((await list(seller, [{ ticketId, price: 2000 }])).errors).toBeUndefined();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => bed.customer()));
    const answers = await Promise.all(buyers.map((buyer) => buyListing(buyer, 'r1-c2')));
    expect(answers.filter((a) => a.data?.createOrderWithTickets)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === 'UNAVAILABLE')).toHaveLength(5);
    const [listing] = await bed.rows<{ status: string }>(
      `select status from resale_listings where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(listing?.status).toBe('pending');
    expect((await h.myTickets(seller, 'ON_RESALE'))[0]?.resaleState).toBe('PENDING');
    // The buyer gives up: the sweeper puts the listing back on sale.
    bed.clock.advance(16 * 60_000);
    await bed.sweeper.runOnce();
    const [back] = await bed.rows<{ status: string; order_id: string | null }>(
      `select status, order_id from resale_listings where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(back).toEqual({ status: 'on_sale', order_id: null });
    bed.clock.set(RESALE_DAY);
  });

  it('never both withdraws and sells a listing raced by a buyer', async () => {
    const seller = await h.seller();
    const seats = ['r1-d1', 'r1-d2'];
    for (const seatId of seats) {
      const [ticketId = ''] = await h.ticketsOf(seller, [seatId]);
      expect((await list(seller, [{ ticketId, price: 2000 }])).errors).toBeUndefined();
      const buyer = await bed.customer();
      const [withdrawal, purchase] = await Promise.all([
        bed.gql(WITHDRAW, { customerId: seller, ticketIds: [ticketId] }, h.options()),
        buyListing(buyer, seatId),
      ]);
      const withdrew = !withdrawal.errors;
      const bought = !purchase.errors;
      expect(withdrew !== bought).toBe(true);
      if (withdrew) expect(codeOf(purchase)).toBe('UNAVAILABLE');
      else expect(codeOf(withdrawal)).toBe('RESALE_PENDING');
      const [row] = await bed.rows<{ status: string }>(
        `select status from resale_listings where tenant_id = 'riviera' and ticket_id = $1`,
        [ticketId],
      );
      expect(row?.status).toBe(withdrew ? 'withdrawn' : 'pending');
    }
  });

  it('never sells a fan their own listing: OWN_RESALE_LISTING, nothing held, others may buy it', async () => {
    const seller = await h.seller();
    const [ticketId = ''] = await h.ticketsOf(seller, ['r1-e1']);
    expect((await list(seller, [{ ticketId, price: 2500 }])).errors).toBeUndefined();
    const ordersBefore = await bed.rows(`select id from orders where customer_id = $1`, [seller]);
    // Also with the id in capitals, which PostgreSQL reads as the same customer.
    for (const buyer of [seller, seller.toUpperCase()]) {
      const answer = await buyListing(buyer, 'r1-e1');
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'OWN_RESALE_LISTING',
        seatIds: ['r1-e1'],
      });
    }
    const [listing] = await bed.rows<{ status: string; order_id: string | null }>(
      `select status, order_id from resale_listings where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(listing).toEqual({ status: 'on_sale', order_id: null });
    expect(await bed.rows(`select id from orders where customer_id = $1`, [seller])).toEqual(ordersBefore);
    expect((await h.myTickets(seller, 'ON_RESALE')).map((t) => t.id)).toEqual([ticketId]);
    // Anyone else may.
    const other = await bed.customer();
    expect((await buyListing(other, 'r1-e1')).errors).toBeUndefined();
  });

  it('caps every later resale on the face value the club first sold the ticket at', async () => {
    // 120 % of face value: a 30 € ticket resells at 36 € at most, however many times it changes hands.
    const cap120 = { resale: { ...RESALE_RULES.resale, maxPercentOfFaceValue: 120 } } as typeof RESALE_RULES;
    const maxPriceOf = async (customerId: string) => {
      const page = await bed.data<{
        myTickets: { groups: Array<{ tickets: Array<{ resaleMaxPrice: number }> }> };
      }>(MY_TICKETS, { customerId, filter: 'RESALABLE', first: 50 }, { tenant: cap120 });
      return page.myTickets.groups.flatMap((g) => g.tickets.map((t) => t.resaleMaxPrice));
    };
    const first = await h.seller();
    const [original = ''] = await h.ticketsOf(first, ['r1-e2']);
    expect(await maxPriceOf(first)).toEqual([3600]);
    expect((await list(first, [{ ticketId: original, price: 3600 }], cap120)).errors).toBeUndefined();

    let seller = first;
    for (const round of [1, 2]) {
      const buyer = await h.seller();
      const bought = (await h.buyListing(buyer, 'r1-e2')).ticketGroups[0]?.seatTickets[0];
      expect(bought?.grossAmount, `round ${round}: the buyer paid the resale price`).toBe(3600);
      // The cap is 120 % of 30 €, not of the 36 € this buyer paid (which would make 43.20 €).
      expect(await maxPriceOf(buyer)).toEqual([3600]);
      const tooHigh = await list(buyer, [{ ticketId: bought?.id ?? '', price: 3601 }], cap120);
      expect(tooHigh.errors?.[0]?.extensions).toMatchObject({
        code: 'RESALE_PRICE_TOO_HIGH',
        maxPrice: 3600,
      });
      expect(
        (await list(buyer, [{ ticketId: bought?.id ?? '', price: 3600 }], cap120)).errors,
      ).toBeUndefined();
      seller = buyer;
    }
    const listings = await bed.rows<{ face_value_cents: number; status: string; seller_customer_id: string }>(
      `select face_value_cents, status, seller_customer_id from resale_listings
       where tenant_id = 'riviera' and seat_id = 'r1-e2'`,
    );
    expect(listings.map((l) => [l.status, l.face_value_cents]).sort()).toEqual([
      ['on_sale', 3000],
      ['sold', 3000],
      ['sold', 3000],
    ]);
    expect(listings.find((l) => l.status === 'on_sale')?.seller_customer_id).toBe(seller);

    // Listings made before migration 0022 get theirs from the chain the same way (its backfill,
    // run on these rows with their face values wiped, then rolled back).
    const backfill = readFileSync(path.join(migrationsFolder, '0022_resale_face_value.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('WITH RECURSIVE'));
    const refilled = await inTransaction(bed.db, async (client) => {
      await client.query(`alter table resale_listings drop constraint resale_face_value_positive,
        alter column face_value_cents drop not null`);
      await client.query(`update resale_listings set face_value_cents = null`);
      await client.query(backfill ?? 'select');
      const { rows } = await client.query<{ seat_id: string; face_value_cents: number }>(
        `select seat_id, face_value_cents from resale_listings
         where tenant_id = 'riviera' and seat_id in ('r1-e2', 'n1-a1')`,
      );
      throw new RolledBack(rows);
    }).catch((error: unknown) => (error instanceof RolledBack ? error.rows : Promise.reject(error)));
    expect(refilled.map((row) => [row.seat_id, row.face_value_cents]).sort()).toEqual([
      // A listing made outside the shop (the catalogue fixture's, at 45 €) knows only its price.
      ['n1-a1', 4500],
      ['r1-e2', 3000],
      ['r1-e2', 3000],
      ['r1-e2', 3000],
    ]);
  });

  it('lets nobody else list, withdraw or read bank details (another customer or club: not found)', async () => {
    const seller = await h.seller();
    const [ticketId = ''] = await h.ticketsOf(seller, ['r1-d5']);
    const stranger = await h.seller();
    expect(codeOf(await list(stranger, [{ ticketId, price: 1000 }]))).toBe('TICKET_NOT_FOUND');
    expect((await list(seller, [{ ticketId, price: 1000 }])).errors).toBeUndefined();
    expect(await bed.errorCode(WITHDRAW, { customerId: stranger, ticketIds: [ticketId] }, h.options())).toBe(
      'TICKET_NOT_FOUND',
    );
    // The same customer id asked at another club finds nothing.
    expect(
      await bed.errorCode(WITHDRAW, { customerId: seller, ticketIds: [ticketId] }, h.options('north-end')),
    ).toBe('TICKET_NOT_FOUND');
    const elsewhere = await bed.gql(
      LIST,
      { customerId: seller, listings: [{ ticketId, price: 1000 }] },
      h.options('north-end'),
    );
    expect(codeOf(elsewhere)).toBe('TICKET_NOT_FOUND');
    expect(await bed.data(CUSTOMER, { id: seller }, { club: 'north-end' })).toEqual({ customer: null });
    expect((await h.myTickets(seller, 'ON_RESALE')).map((t) => t.id)).toEqual([ticketId]);
  });
});
