import {
  ancillaryTickets,
  blocks,
  campaignPacks,
  categories,
  events,
  orders,
  parkingProducts,
  products,
  promoCodes,
  seats,
  seatTickets,
  stands,
  teams,
  ticketGroups,
  type Database,
  type OrderRow,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { sentTogether } from '../../database/sql-client';
import { sqlNameIn } from '../catalogue/catalogue-names';
import { teamColumns } from '../catalogue/load-teams';
import { effectiveStatus } from './effective-status';
import { toOrderView, type OrderParts } from './order-view';

/** Which orders of a customer to show. */
export interface OrderFilter {
  orderIds?: readonly string[] | null;
  /** Statuses as of `now` (an expired hold counts as abandoned). */
  statuses?: ReadonlyArray<OrderRow['status']> | null;
  hideOrdersWithInProgressTransaction?: boolean | null;
  /**
   * The language of catalogue names (events, teams, stands, blocks, categories, price offers,
   * packs, car parks; docs/product.md#catalogue-names); as stored, the club's first language,
   * when absent.
   */
  locale?: string | null;
}

/**
 * Orders of customer `customerId` at club `tenantId`, newest first, with their groups, tickets and
 * what the storefront shows of each (event, seat, block, stand, category, product, holder).
 * A constant number of queries for any number of orders.
 */
export async function loadOrders(
  db: Database,
  tenantId: string,
  customerId: string,
  now: Date,
  filter: OrderFilter = {},
): Promise<Gql.Order[]> {
  if (filter.orderIds?.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.customerId, customerId),
        filter.orderIds ? inArray(orders.id, [...filter.orderIds]) : undefined,
        filter.hideOrdersWithInProgressTransaction ? eq(orders.hasTransactionInProgress, false) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orders.id));
  const wanted = rows.filter(
    (row) => !filter.statuses || filter.statuses.includes(effectiveStatus(row, now)),
  );
  if (wanted.length === 0) return [];
  const parts = await loadOrderParts(
    db,
    tenantId,
    wanted.map((row) => row.id),
    [...new Set(wanted.flatMap((row) => row.promoCodeIds))],
    filter.locale ?? '',
  );
  return wanted.map((row) => toOrderView(row, parts, now));
}

/**
 * One order of the customer (catalogue names in `locale`, see OrderFilter), or undefined: the answer
 * to every hold and change of the cart. The order's row and its parts are five prepared statements,
 * none built or planned per call, queued at once on the request's pipelined connection and sent in
 * one write (ADR 0039): one round trip. The parts of an order that is not the customer's are read
 * for nothing and never shown.
 */
export async function loadOrder(
  db: Database,
  tenantId: string,
  customerId: string,
  orderId: string,
  now: Date,
  locale?: string | null,
): Promise<Gql.Order | undefined> {
  const { one } = statementsOf(db);
  const values = { tenantId, customerId, orderId, orderIds: [orderId], locale: locale ?? '' };
  const [[row], groups, tickets, ancillaryRows, teamRows] = await sentTogether(db, () =>
    Promise.all([
      one.order.execute(values),
      one.groups.execute(values),
      one.tickets.execute(values),
      one.ancillaries.execute(values),
      one.teams.execute(values),
    ]),
  );
  if (!row) return undefined;
  const codes = await loadAppliedPromoCodes(db, tenantId, row.promoCodeIds);
  return toOrderView(row, orderParts(groups, tickets, ancillaryRows, teamRows, codes), now);
}

/**
 * The statements reading an order's parts, prepared once per database connection (drizzle keeps
 * them per database object, and a request's leased connection keeps its own), in two shapes: for
 * one order (`order_id = $id`, the order every hold answers with) and for several
 * (`order_id = any($ids)`). PostgreSQL keeps a prepared statement's generic plan only when it
 * costs no more than the plans made for the values seen; for an array of unknown length it never
 * does, so the one-order shape is what lets the order after a hold be planned once per connection
 * instead of on every call (planning the seven-table ticket join cost more than running it;
 * ADR 0008, addendum of 2026-11-28; the connection a request leases: ADR 0015).
 */
function partStatements(db: Database, shape: 'one' | 'many') {
  const tenant = sql.placeholder('tenantId');
  const ids = sql.placeholder('orderIds');
  const ofOrders = (column: AnyColumn) =>
    shape === 'one' ? sql`${column} = ${sql.placeholder('orderId')}` : sql`${column} = any(${ids})`;
  const name = (part: string) => (shape === 'one' ? `orders.view.one.${part}` : `orders.view.${part}`);
  // '' reads no translation: names as stored.
  const locale = sql.placeholder('locale');
  return {
    groups: db
      .select({
        group: ticketGroups,
        packName: sqlNameIn<string | null>(campaignPacks.name, campaignPacks.nameTranslations, locale),
        packType: campaignPacks.type,
        eventName: sqlNameIn<string | null>(events.name, events.nameTranslations, locale),
        eventStart: events.startDatetime,
        homeTeamId: events.homeTeamId,
        opponentId: events.opponentId,
      })
      .from(ticketGroups)
      .leftJoin(
        campaignPacks,
        and(eq(campaignPacks.tenantId, ticketGroups.tenantId), eq(campaignPacks.id, ticketGroups.packId)),
      )
      .leftJoin(events, and(eq(events.tenantId, ticketGroups.tenantId), eq(events.id, ticketGroups.eventId)))
      .where(and(eq(ticketGroups.tenantId, tenant), ofOrders(ticketGroups.orderId)))
      // Tickets first, in the order they were added; the extra purchases last.
      .orderBy(sql`${ticketGroups.kind} = 'ancillary'`, asc(ticketGroups.createdAt), asc(ticketGroups.id))
      .prepare(name('groups')),
    tickets: db
      .select({
        ticket: seatTickets,
        eventName: sqlNameIn<string>(events.name, events.nameTranslations, locale),
        eventStart: events.startDatetime,
        homeTeamId: events.homeTeamId,
        opponentId: events.opponentId,
        blockName: sqlNameIn<string>(blocks.name, blocks.nameTranslations, locale),
        isOpenSeating: blocks.isOpenSeating,
        standId: stands.id,
        standName: sqlNameIn<string>(stands.name, stands.nameTranslations, locale),
        rowName: seats.rowName,
        seatNumber: seats.seatNumber,
        row: seats.row,
        column: seats.column,
        categoryName: sqlNameIn<string>(categories.name, categories.nameTranslations, locale),
        productName: sqlNameIn<string>(products.name, products.nameTranslations, locale),
      })
      .from(seatTickets)
      .innerJoin(events, and(eq(events.tenantId, seatTickets.tenantId), eq(events.id, seatTickets.eventId)))
      .innerJoin(blocks, and(eq(blocks.tenantId, seatTickets.tenantId), eq(blocks.id, seatTickets.blockId)))
      .innerJoin(stands, and(eq(stands.tenantId, blocks.tenantId), eq(stands.id, blocks.standId)))
      .leftJoin(seats, and(eq(seats.tenantId, seatTickets.tenantId), eq(seats.id, seatTickets.seatId)))
      .innerJoin(
        categories,
        and(eq(categories.tenantId, seatTickets.tenantId), eq(categories.id, seatTickets.categoryId)),
      )
      .innerJoin(
        products,
        and(eq(products.tenantId, seatTickets.tenantId), eq(products.id, seatTickets.productId)),
      )
      .where(and(eq(seatTickets.tenantId, tenant), ofOrders(seatTickets.orderId)))
      .orderBy(
        asc(events.startDatetime),
        asc(stands.sort),
        asc(blocks.sort),
        asc(seats.row),
        asc(seats.column),
        asc(seatTickets.createdAt),
        asc(seatTickets.id),
      )
      .prepare(name('tickets')),
    ancillaries: db
      .select({
        ticket: ancillaryTickets,
        parkingName: sqlNameIn<string | null>(parkingProducts.name, parkingProducts.nameTranslations, locale),
      })
      .from(ancillaryTickets)
      .leftJoin(
        parkingProducts,
        and(
          eq(parkingProducts.tenantId, ancillaryTickets.tenantId),
          eq(parkingProducts.id, ancillaryTickets.parkingProductId),
        ),
      )
      .where(and(eq(ancillaryTickets.tenantId, tenant), ofOrders(ancillaryTickets.orderId)))
      .orderBy(asc(ancillaryTickets.createdAt), asc(ancillaryTickets.id))
      .prepare(name('ancillaries')),
    // The teams of the orders' events (a group's and its tickets'), queued with the parts instead
    // of read after them.
    teams: db
      .select(teamColumns(locale))
      .from(teams)
      .where(
        and(
          eq(teams.tenantId, tenant),
          sql`${teams.id} in (select unnest(array[${events.homeTeamId}, ${events.opponentId}]) from ${events}
            where ${events.tenantId} = ${tenant} and ${events.id} in (${ordersEvents(tenant, ofOrders)}))`,
        ),
      )
      .prepare(name('teams')),
  };
}

/** The events an order's groups and tickets are for (a pack's groups have none of their own). */
const ordersEvents = (tenant: Placeholder, ofOrders: (column: AnyColumn) => SQL) =>
  sql`select ${ticketGroups.eventId} from ${ticketGroups} where ${ticketGroups.tenantId} = ${tenant}
    and ${ofOrders(ticketGroups.orderId)} union all
    select ${seatTickets.eventId} from ${seatTickets} where ${seatTickets.tenantId} = ${tenant}
    and ${ofOrders(seatTickets.orderId)}`;

/** The customer's order row, for {@link loadOrder}. */
const oneOrderStatement = (db: Database) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, sql.placeholder('tenantId')),
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.id, sql.placeholder('orderId')),
      ),
    )
    .prepare('orders.view.one.order');

type PartStatements = ReturnType<typeof partStatements>;
const prepared = new WeakMap<
  Database,
  { one: PartStatements & { order: ReturnType<typeof oneOrderStatement> }; many: PartStatements }
>();

function statementsOf(db: Database) {
  let shapes = prepared.get(db);
  if (!shapes) {
    shapes = {
      one: { ...partStatements(db, 'one'), order: oneOrderStatement(db) },
      many: partStatements(db, 'many'),
    };
    prepared.set(db, shapes);
  }
  return shapes;
}

async function loadOrderParts(
  db: Database,
  tenantId: string,
  orderIds: string[],
  promoCodeIds: string[],
  locale: string,
): Promise<OrderParts> {
  const shapes = statementsOf(db);
  const statements = orderIds.length === 1 ? shapes.one : shapes.many;
  const values = { tenantId, orderIds, orderId: orderIds[0] ?? '', locale };
  const [groups, tickets, ancillaryRows, teamRows, codes] = await Promise.all([
    statements.groups.execute(values),
    statements.tickets.execute(values),
    statements.ancillaries.execute(values),
    statements.teams.execute(values),
    loadAppliedPromoCodes(db, tenantId, promoCodeIds),
  ]);
  return orderParts(groups, tickets, ancillaryRows, teamRows, codes);
}

type Rows<K extends keyof PartStatements> = Awaited<ReturnType<PartStatements[K]['execute']>>;

/** What {@link toOrderView} assembles orders from, out of the statements' rows. */
function orderParts(
  groups: Rows<'groups'>,
  tickets: Rows<'tickets'>,
  ancillaryRows: Rows<'ancillaries'>,
  teamRows: Rows<'teams'>,
  promoCodes: OrderParts['promoCodes'],
): OrderParts {
  // A car park is named from its row; the plastic card, which has none, by the AncillaryTicket
  // resolver and the documents (plastic-card.ts), which know the club.
  const ancillaries = ancillaryRows.map(({ ticket, parkingName }) => ({
    ...ticket,
    name: parkingName ?? ticket.name,
  }));
  const teamsById = new Map<string, Gql.Team>(teamRows.map((team) => [team.id, team]));
  return { groups, tickets, ancillaries, teams: teamsById, promoCodes };
}

/** The promo codes applied to the orders (docs/product.md#promo-codes), by id. */
async function loadAppliedPromoCodes(
  db: Database,
  tenantId: string,
  ids: string[],
): Promise<Map<string, Gql.AppliedPromoCode>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: promoCodes.id, name: promoCodes.name, description: promoCodes.description })
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), inArray(promoCodes.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}
