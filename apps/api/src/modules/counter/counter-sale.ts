import type { Database, StaffAccountRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { connectionPoolOf, inTransaction, poolOf, type SqlClient } from '../../database/sql-client';
import { confirmOrder } from '../orders/confirm-order';
import { loadHoldFacts, type HoldFacts } from '../orders/hold-facts';
import { holdFactsCacheOf } from '../orders/hold-facts-cache';
import { CatalogueChangedError, holdAndInsert } from '../orders/hold-statement';
import { newId } from '../orders/new-id';
import { planTickets } from '../orders/plan-tickets';
import type { SaleContext } from '../orders/sale-context';
import { newPaymentId } from '../payments/payment-ids';
import { executorOn } from '../payments/transaction-executor';
import { writeAudit } from '../staff/staff-audit';
import type { StaffScope } from '../staff/staff-scope';
import { sendTicketsByEmail } from '../tickets/send-tickets-email';
import type { CounterSellInput } from './counter-args';
import { counterChannel } from './counter-channel';
import { counterError, eventNotFound, notOnSale } from './counter-errors';
import { sellsNow } from './counter-events';
import { COUNTER_PROVIDER, toDbPaymentType } from './payment-types';

/** Holds refused because the catalogue changed under them, in a row, before giving up (as the shop). */
const CATALOGUE_RETRIES = 3;

/**
 * The sale context of a counter sale: the match in its box-office (else web) window, every seat of
 * the venue at the catalogue's prices; no cart limit beyond the request's own bound and no early-bird
 * rule (a ticket manager sells to whoever stands at the counter), no waiting room.
 */
function counterContext(facts: HoldFacts, now: Date): SaleContext {
  const target = facts.target;
  if (!target) throw eventNotFound();
  const channel = counterChannel(target.channels);
  if (
    !channel ||
    !sellsNow(
      {
        isArchived: target.isArchived ?? false,
        saleStatus: target.saleStatus ?? 'closed',
        start: new Date(target.start ?? 0),
        opens: new Date(channel.opens),
        closes: new Date(channel.closes),
      },
      now,
    )
  )
    throw notOnSale();
  return {
    kind: 'event',
    id: target.id,
    eventIds: [target.id],
    arenaId: target.arenaId,
    prices: new Map(facts.prices.map((p) => [`${p.categoryId}:${p.productId}`, p.priceCents])),
    limit: Number.MAX_SAFE_INTEGER,
    earlyBirdOnly: false,
  };
}

/** The buyer's customer id: the club's live account with this e-mail, or a new account without a password. */
async function buyerOf(client: SqlClient, scope: StaffScope, buyer: CounterSellInput['buyer']) {
  const tenantId = scope.tenant.slug;
  const found = await client.query<{ id: string; email: string }>(
    `select id, email from customers where tenant_id = $1 and email = $2 and deleted_at is null`,
    [tenantId, buyer.email],
  );
  if (found.rows[0]) return { ...found.rows[0], created: false };
  if (!buyer.firstName || !buyer.lastName)
    throw counterError('COUNTER_BAD_INPUT', 'A new buyer needs a first and a last name', {
      issues: [{ path: 'input.buyer', message: 'give the first and last name of a new buyer' }],
    });
  // A fan who signs up later with this address takes the account over through "forgot password".
  const inserted = await client.query<{ id: string; email: string }>(
    `insert into customers (tenant_id, email, first_name, last_name, preferred_locale, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (tenant_id, email) where deleted_at is null do nothing
     returning id, email`,
    [tenantId, buyer.email, buyer.firstName, buyer.lastName, scope.tenant.locales[0] ?? 'en', scope.now],
  );
  if (inserted.rows[0]) return { ...inserted.rows[0], created: true };
  // Made by someone else at the same moment: theirs it is.
  const again = await client.query<{ id: string; email: string }>(
    `select id, email from customers where tenant_id = $1 and email = $2 and deleted_at is null`,
    [tenantId, buyer.email],
  );
  if (!again.rows[0]) throw new Error('the buyer could be neither found nor created');
  return { ...again.rows[0], created: false };
}

const isCode = (error: unknown, code: string) =>
  (error as { extensions?: { code?: unknown } }).extensions?.code === code;

/**
 * Sells seats at the ticket office counter (docs/staff-roles.md, COUNTER_SALE), in one
 * transaction: the buyer found or made, the seats held with the shop's own hold statement (the
 * same guarded updates, so a seat is never sold twice, ADR 0008) and confirmed with the shop's
 * confirm statement, a succeeded payment of the chosen type for the total recorded with the staff
 * member (no provider is called: the money is taken at the counter), the holders named, the
 * tickets e-mailed to the buyer when asked, and the audit row. FREE sells complimentary tickets
 * at price 0. A seat taken meanwhile is COUNTER_SEATS_UNAVAILABLE and nothing is sold.
 */
export async function counterSell(
  scope: StaffScope,
  staff: StaffAccountRow,
  input: CounterSellInput,
): Promise<Gql.CounterSale> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const cache = holdFactsCacheOf(connectionPoolOf(db));
  const selection = input.tickets.map((t) => ({
    blockId: t.blockId,
    seatId: t.seatId,
    productId: t.productId,
    isFromResale: false,
  }));
  for (let attempt = 1; ; attempt += 1) {
    const facts = await loadHoldFacts(poolOf(db), cache, tenantId, { eventId: input.eventId }, selection);
    const context = counterContext(facts, now);
    try {
      return await sellWith(scope, staff, input, facts, context);
    } catch (error) {
      if (!(error instanceof CatalogueChangedError) || attempt >= CATALOGUE_RETRIES) throw error;
      cache.forget(tenantId, facts.revision);
    }
  }
}

async function sellWith(
  scope: StaffScope,
  staff: StaffAccountRow,
  input: CounterSellInput,
  facts: HoldFacts,
  context: SaleContext,
): Promise<Gql.CounterSale> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const free = input.paymentType === 'FREE';
  return inTransaction(db, async (client) => {
    const buyer = await buyerOf(client, scope, input.buyer);
    // Priced by the catalogue like the shop; complimentary tickets are given at 0.
    const planned = planTickets(context, selection(input), facts, buyer.id).map((t) =>
      free ? { ...t, priceCents: 0 } : t,
    );
    const orderId = newId('ord');
    await holdAndInsert(
      client,
      {
        tenant,
        customerId: buyer.id,
        orderId,
        isNew: true,
        expiresAt: new Date(now.getTime() + tenant.defaultOrderExpiryTimeInSeconds * 1000),
        now,
        catalogueRevision: facts.revision,
      },
      context,
      planned,
    ).catch((error: unknown) => {
      if (isCode(error, 'UNAVAILABLE'))
        throw counterError('COUNTER_SEATS_UNAVAILABLE', 'A seat was sold meanwhile: nothing was sold', {
          seatIds: (error as { extensions?: { seatIds?: unknown } }).extensions?.seatIds ?? [],
        });
      throw error;
    });
    // The club's mandatory plastic card comes with a new order; complimentary means all of it.
    if (free)
      await client.query(
        `update ancillary_tickets set price_cents = 0 where tenant_id = $1 and order_id = $2`,
        [tenantId, orderId],
      );
    await client.query(
      `update seat_tickets t set holder_first_name = h.first_name, holder_last_name = h.last_name,
         holder_set_at = $3
       from unnest($4::text[], $5::text[], $6::text[]) as h(seat_id, first_name, last_name)
       where t.tenant_id = $1 and t.order_id = $2 and t.seat_id = h.seat_id`,
      [
        tenantId,
        orderId,
        now,
        input.tickets.map((t) => t.seatId),
        input.tickets.map((t) => t.holderFirstName),
        input.tickets.map((t) => t.holderLastName),
      ],
    );
    const confirmed = await confirmOrder(client, { tenantId, orderId, now });
    if (confirmed !== 'confirmed') throw new Error(`counter order ${orderId} was ${confirmed}`);
    const { rows: totals } = await client.query<{ total: number; ticketIds: string[] }>(
      `select (coalesce((select sum(price_cents + discount_cents) from seat_tickets where tenant_id = $1 and order_id = $2), 0)
         + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets where tenant_id = $1 and order_id = $2), 0))::int as total,
         array(select id from seat_tickets where tenant_id = $1 and order_id = $2 order by id) as "ticketIds"`,
      [tenantId, orderId],
    );
    const total = totals[0]?.total ?? 0;
    const paymentId = newPaymentId('pay');
    await client.query(
      `insert into payments (tenant_id, id, order_id, provider, kind, amount_cents, currency, status,
         number_of_installments, payment_type, staff_id, created_at, updated_at)
       values ($1, $2, $3, $4, 'single', $5, $6, 'succeeded', 1, $7, $8, $9, $9)`,
      [
        tenantId,
        paymentId,
        orderId,
        COUNTER_PROVIDER,
        total,
        tenant.currency,
        toDbPaymentType(input.paymentType),
        staff.id,
        now,
      ],
    );
    const ticketIds = totals[0]?.ticketIds ?? [];
    let ticketsEmailed = false;
    if (input.sendTickets) {
      // The download rules hold at the counter too: before the club opens them, the tickets are
      // printed or sent later ("e-mail the tickets again" on the order).
      await client.query('savepoint counter_tickets_mail');
      try {
        await sendTicketsByEmail(
          { db: executorOn(client) as unknown as Database, tenant, now },
          { customerId: buyer.id, orderId },
        );
        await client.query('release savepoint counter_tickets_mail');
        ticketsEmailed = true;
      } catch (error) {
        if (!isCode(error, 'TICKETS_NOT_YET_AVAILABLE')) throw error;
        await client.query('rollback to savepoint counter_tickets_mail');
      }
    }
    const sale: Gql.CounterSale = {
      orderId,
      totalAmount: total,
      paymentType: input.paymentType,
      ticketIds,
      customerEmail: buyer.email,
      ticketsEmailed,
    };
    await writeAudit(executorOn(client), {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: 'counter.sale',
      targetType: 'order',
      targetId: orderId,
      before: null,
      after: {
        status: 'confirmed',
        eventId: input.eventId,
        customerId: buyer.id,
        customerCreated: buyer.created,
        paymentId,
        paymentType: toDbPaymentType(input.paymentType),
        totalCents: total,
        tickets: input.tickets.map((t) => ({ seatId: t.seatId, productId: t.productId })),
        ticketIds,
        ticketsEmailed,
      },
      now,
    });
    return sale;
  });
}

const selection = (input: CounterSellInput) =>
  input.tickets.map((t) => ({
    blockId: t.blockId,
    seatId: t.seatId,
    productId: t.productId,
    isFromResale: false,
  }));
