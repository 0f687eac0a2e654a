import { identityError } from '../identity/identity-errors';
import { admitHold } from '../waiting-room/admit-hold';
import { catalogueRevisionNow, loadHoldFacts, type HoldFacts } from './hold-facts';
import { holdFactsCacheOf } from './hold-facts-cache';
import { CatalogueChangedError, holdAndInsert } from './hold-statement';
import { lockOrderOnHoldWith } from './lock-order';
import { newId } from './new-id';
import type { CreateOrderArgs } from './order-args';
import { orderError } from './order-errors';
import type { OrderScope } from './order-scope';
import { planTickets } from './plan-tickets';
import { checkEarlyBird, saleContextOf, type SaleContext } from './sale-context';
import {
  connectionPoolOf,
  inTransaction,
  poolOf,
  runStatement,
  type NamedStatement,
  type SqlClient,
  type SqlExecutor,
} from '../../database/sql-client';

const cartLimit = (limit: number) =>
  orderError('CART_LIMIT', `At most ${limit} tickets of this event or pack fit in one order`, { limit });

/** Holds refused because the catalogue changed under them, in a row, before giving up. */
const CATALOGUE_RETRIES = 3;

/**
 * Holds a selection of one event or pack and puts it in an order on hold (docs/product.md#holds):
 * a new order, or the customer's order `input.orderId` still on hold, whose expiry then
 * restarts. Everything is checked before the statement (sale window, venue, prices, limit) against
 * the catalogue facts this process keeps per catalogue revision (ADR 0012); the holds and inserts
 * are one guarded statement, all or nothing (hold-statement.ts), which also verifies that revision
 * and the customer, inside a transaction only when adding to an existing order. When the
 * catalogue changed meanwhile, the facts are read again and everything checked anew. Returns the
 * order id.
 */
export async function createOrderWithTickets(scope: OrderScope, args: CreateOrderArgs): Promise<string> {
  const { db, tenant } = scope;
  const cache = holdFactsCacheOf(connectionPoolOf(db));
  for (let attempt = 1; ; attempt += 1) {
    const facts = await loadHoldFacts(poolOf(db), cache, tenant.slug, args.input, args.input.tickets);
    try {
      return await holdWith(scope, args, facts);
    } catch (error) {
      const stale =
        error instanceof CatalogueChangedError ||
        (CATALOGUE_REFUSALS.has(errorCode(error)) &&
          (await catalogueRevisionNow(poolOf(db), tenant.slug)) !== facts.revision);
      if (!stale || attempt >= CATALOGUE_RETRIES) throw error;
      cache.forget(tenant.slug, facts.revision);
    }
  }
}

/**
 * Refusals decided from the catalogue facts alone, before the hold statement verified their
 * revision: they stand only if the catalogue is still at that revision (a sale reopened, a seat
 * or price added since would make them wrong).
 */
const CATALOGUE_REFUSALS = new Set([
  'NOT_ON_SALE',
  'OFFER_UNKNOWN',
  'BAD_USER_INPUT',
  'CART_LIMIT',
  'ADMISSION_REFUSED',
]);

const errorCode = (error: unknown) => String((error as { extensions?: { code?: unknown } }).extensions?.code);

async function holdWith(scope: OrderScope, args: CreateOrderArgs, facts: HoldFacts): Promise<string> {
  const { db, tenant, now } = scope;
  const { input } = args;
  const context = saleContextOf(tenant, input.eventId ? 'event' : 'pack', facts, now);
  // An event behind a waiting room sells only to fans whose turn has come (ADR 0014); packs have
  // their own page and no line.
  if (context.kind === 'event' && facts.target?.waitingRoom)
    await admitHold(scope, {
      eventId: context.id,
      customerId: args.customerId,
      admissionToken: input.admissionToken,
      visitorId: input.visitorId,
    });
  if (context.earlyBirdOnly) checkEarlyBird(context, await customerFacts(db, tenant.slug, args.customerId));
  const planned = planTickets(context, input.tickets, facts, args.customerId);
  const selected = input.tickets.length;
  if (selected > context.limit) throw cartLimit(context.limit);
  const expiresAt = new Date(now.getTime() + tenant.defaultOrderExpiryTimeInSeconds * 1000);

  const existing = input.orderId;
  const hold = (executor: SqlExecutor, orderId: string) =>
    holdAndInsert(
      executor,
      {
        tenant,
        customerId: args.customerId,
        orderId,
        isNew: !existing,
        expiresAt,
        now,
        catalogueRevision: facts.revision,
      },
      context,
      planned,
    );
  if (!existing) {
    // A new order: one statement, its own transaction (ADR 0008 addendum), no round trip to open one.
    const orderId = newId('ord');
    await hold(poolOf(db), orderId);
    return orderId;
  }
  return inTransaction(db, async (client) => {
    await lockOrderOnHoldWith(client, {
      tenantId: tenant.slug,
      customerId: args.customerId,
      orderId: existing,
      now,
    });
    // Counted under the order's lock, so two requests adding to one order cannot both pass.
    if ((await selectionsInOrder(client, tenant.slug, existing, context)) + selected > context.limit)
      throw cartLimit(context.limit);
    await hold(client, existing);
    return existing;
  });
}

/** Whether the customer is an early bird (read only while a sale is for early birds only). */
async function customerFacts(db: OrderScope['db'], tenantId: string, customerId: string) {
  const [row] = await runStatement<{ isEarlyBird: boolean }>(poolOf(db), CUSTOMER_FACTS, [
    tenantId,
    customerId,
  ]);
  if (!row) throw identityError('CUSTOMER_NOT_FOUND', 'No customer with this id at this club');
  return row;
}

const CUSTOMER_FACTS: NamedStatement = {
  name: 'orders.customer_facts',
  text: `select is_early_bird as "isEarlyBird" from customers
    where tenant_id = $1 and id = $2::uuid and deleted_at is null`,
};

// A pack seat has one ticket per event: counting the tickets of its first event counts packs.
const SELECTIONS_IN_ORDER: NamedStatement = {
  name: 'orders.selections_in_order',
  text: `select count(*)::int as n from seat_tickets t
    join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
    where t.tenant_id = $1 and t.order_id = $2 and t.event_id = $3 and g.kind = $4
      and (case when $4 = 'event' then g.event_id else g.pack_id end) = $5`,
};

/** Seats (packs) of this event (pack) already in the order, for the cart limit. */
async function selectionsInOrder(
  client: SqlClient,
  tenantId: string,
  orderId: string,
  context: SaleContext,
): Promise<number> {
  const [row] = await runStatement<{ n: number }>(client, SELECTIONS_IN_ORDER, [
    tenantId,
    orderId,
    context.eventIds[0] ?? '',
    context.kind,
    context.id,
  ]);
  return row?.n ?? 0;
}
