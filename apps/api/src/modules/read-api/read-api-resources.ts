import type { Tenant } from '@stadio/tenants';
import type { SqlExecutor } from '../../database/sql-client';
import { decodeCursor } from './read-api-cursor';
import { keysetPage } from './keyset-page';
import type {
  EntriesQuery,
  EntryItem,
  EventItem,
  EventsQuery,
  OrderDetail,
  OrderItem,
  OrdersQuery,
  Page,
  TicketItem,
  TicketsQuery,
} from './read-api-schemas';

/*
 * What the read API reads (docs/integrations.md#read-api): one club's events, orders, tickets and
 * gate entries. Every statement's first condition is the club (`tenant_id = $1`, ADR 0003); the
 * club is the one of the shop domain the request came through, never a parameter of the caller.
 */

/** What a read works with: where statements run and the club whose data it is. */
export interface ReadScope {
  sql: SqlExecutor;
  tenant: Tenant;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const isoOf = (value: Date | string): string => new Date(value).toISOString();

const pageOptions = (query: { limit: number; cursor?: string }) => ({
  limit: query.limit,
  after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
});

/** `$n` of the next value pushed onto `values`. */
function bind(values: unknown[], value: unknown): string {
  values.push(value);
  return `$${values.length}`;
}

// --- events ------------------------------------------------------------------------------------

interface EventRow {
  id: string;
  name: string;
  start_datetime: string;
  sale_status: 'opened' | 'closed';
  is_archived: boolean;
  home_id: string | null;
  home_name: string | null;
  opponent_id: string | null;
  opponent_name: string | null;
  competition_id: string | null;
}

/** Events in start order (they have no creation instant): the season as it is played. */
export async function listEvents(scope: ReadScope, query: EventsQuery): Promise<Page<EventItem>> {
  const { rows, next } = await keysetPage<EventRow>(
    scope.sql,
    {
      select: `e.id, e.name, e.start_datetime, e.sale_status, e.is_archived, e.competition_id,
        h.id as home_id, h.display_name as home_name, o.id as opponent_id, o.display_name as opponent_name`,
      from: `events e
        left join teams h on h.tenant_id = e.tenant_id and h.id = e.home_team_id
        left join teams o on o.tenant_id = e.tenant_id and o.id = e.opponent_id`,
      where: ['e.tenant_id = $1'],
      values: [scope.tenant.slug],
      key: 'e.start_datetime',
      id: 'e.id',
    },
    pageOptions(query),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      starts_at: isoOf(row.start_datetime),
      sale_status: row.sale_status,
      archived: row.is_archived,
      home_team: row.home_id ? { id: row.home_id, name: row.home_name ?? '' } : null,
      opponent: row.opponent_id ? { id: row.opponent_id, name: row.opponent_name ?? '' } : null,
      competition_id: row.competition_id,
    })),
    next_cursor: next,
  };
}

// --- orders ------------------------------------------------------------------------------------

interface OrderRow {
  id: string;
  status: OrderItem['status'];
  customer_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  gross: string;
  discount: string;
  ticket_count: number;
  event_ids: string[];
  promo_code_ids: string[];
  created_at: Date;
  updated_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
}

// Amounts are the sums of the order's tickets and extras, not stored on the order (ADR 0008).
const ORDER_SELECT = `o.id, o.status, o.customer_id, c.email, c.first_name, c.last_name,
  o.promo_code_ids, o.created_at, o.updated_at, o.confirmed_at, o.cancelled_at,
  coalesce(s.gross, 0) + coalesce(a.gross, 0) as gross,
  coalesce(s.discount, 0) + coalesce(a.discount, 0) as discount,
  coalesce(s.ticket_count, 0)::int as ticket_count, coalesce(s.event_ids, '{}') as event_ids`;
const ORDER_FROM = `orders o
  join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
  left join lateral (
    select sum(t.price_cents) as gross, sum(t.discount_cents) as discount, count(*) as ticket_count,
      array_agg(distinct t.event_id order by t.event_id) as event_ids
    from seat_tickets t where t.tenant_id = o.tenant_id and t.order_id = o.id) s on true
  left join lateral (
    select sum(x.price_cents) as gross, sum(x.discount_cents) as discount
    from ancillary_tickets x where x.tenant_id = o.tenant_id and x.order_id = o.id) a on true`;

function orderOf(row: OrderRow, currency: string): OrderItem {
  const gross = Number(row.gross);
  const discount = Number(row.discount);
  return {
    id: row.id,
    status: row.status,
    customer: { id: row.customer_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
    amounts: { gross_cents: gross, discount_cents: discount, total_cents: gross + discount, currency },
    ticket_count: row.ticket_count,
    event_ids: row.event_ids,
    promo_code_ids: row.promo_code_ids,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    confirmed_at: iso(row.confirmed_at),
    cancelled_at: iso(row.cancelled_at),
  };
}

/** Orders in creation order, optionally of one event or changed since an instant. */
export async function listOrders(scope: ReadScope, query: OrdersQuery): Promise<Page<OrderItem>> {
  const values: unknown[] = [scope.tenant.slug];
  const where = ['o.tenant_id = $1'];
  if (query.event_id)
    where.push(`exists (select 1 from seat_tickets f
      where f.tenant_id = o.tenant_id and f.order_id = o.id and f.event_id = ${bind(values, query.event_id)})`);
  if (query.updated_since) where.push(`o.updated_at >= ${bind(values, query.updated_since)}::timestamptz`);
  const { rows, next } = await keysetPage<OrderRow>(
    scope.sql,
    { select: ORDER_SELECT, from: ORDER_FROM, where, values, key: 'o.created_at', id: 'o.id' },
    pageOptions(query),
  );
  return { data: rows.map((row) => orderOf(row, scope.tenant.currency)), next_cursor: next };
}

/** One order of this club with its tickets; undefined when the club has none with this id. */
export async function orderDetail(scope: ReadScope, id: string): Promise<OrderDetail | undefined> {
  const { rows } = await scope.sql.query<OrderRow>(
    `select ${ORDER_SELECT} from ${ORDER_FROM} where o.tenant_id = $1 and o.id = $2`,
    [scope.tenant.slug, id],
  );
  const [row] = rows;
  if (!row) return undefined;
  const tickets = await scope.sql.query<TicketRow>(
    `select ${TICKET_SELECT} from seat_tickets t where t.tenant_id = $1 and t.order_id = $2
     order by t.created_at, t.id`,
    [scope.tenant.slug, id],
  );
  return {
    ...orderOf(row, scope.tenant.currency),
    tickets: tickets.rows.map((ticket) => ticketOf(ticket, scope.tenant.currency)),
  };
}

// --- tickets -----------------------------------------------------------------------------------

interface TicketRow {
  id: string;
  order_id: string;
  event_id: string;
  status: TicketItem['status'];
  block_id: string;
  seat_id: string | null;
  category_id: string;
  product_id: string;
  price_cents: number;
  discount_cents: number;
  holder_first_name: string | null;
  holder_last_name: string | null;
  holder_email: string | null;
  holder_set_at: Date | null;
  created_at: Date;
}

const TICKET_SELECT = `t.id, t.order_id, t.event_id, t.status, t.block_id, t.seat_id, t.category_id,
  t.product_id, t.price_cents, t.discount_cents, t.holder_first_name, t.holder_last_name,
  t.holder_email, t.holder_set_at, t.created_at`;

function ticketOf(row: TicketRow, currency: string): TicketItem {
  const named = row.holder_set_at || row.holder_first_name || row.holder_last_name || row.holder_email;
  return {
    id: row.id,
    order_id: row.order_id,
    event_id: row.event_id,
    status: row.status,
    block_id: row.block_id,
    seat_id: row.seat_id,
    category_id: row.category_id,
    product_id: row.product_id,
    price_cents: row.price_cents,
    discount_cents: row.discount_cents,
    currency,
    holder: named
      ? { first_name: row.holder_first_name, last_name: row.holder_last_name, email: row.holder_email }
      : null,
    created_at: isoOf(row.created_at),
  };
}

/** Seat tickets in creation order, optionally of one event or created since an instant. */
export async function listTickets(scope: ReadScope, query: TicketsQuery): Promise<Page<TicketItem>> {
  const values: unknown[] = [scope.tenant.slug];
  const where = ['t.tenant_id = $1'];
  if (query.event_id) where.push(`t.event_id = ${bind(values, query.event_id)}`);
  if (query.since) where.push(`t.created_at >= ${bind(values, query.since)}::timestamptz`);
  const { rows, next } = await keysetPage<TicketRow>(
    scope.sql,
    { select: TICKET_SELECT, from: 'seat_tickets t', where, values, key: 't.created_at', id: 't.id' },
    pageOptions(query),
  );
  return { data: rows.map((row) => ticketOf(row, scope.tenant.currency)), next_cursor: next };
}

// --- entries -----------------------------------------------------------------------------------

interface EntryRow {
  entry_id: string;
  ticket_id: string;
  version: number;
  event_id: string;
  scanned_at: Date;
  recorded_at: Date;
}

/** Gate entries in the order the shop received them, optionally of one event or since an instant. */
export async function listEntries(scope: ReadScope, query: EntriesQuery): Promise<Page<EntryItem>> {
  const values: unknown[] = [scope.tenant.slug];
  const where = ['g.tenant_id = $1'];
  if (query.event_id) where.push(`g.event_id = ${bind(values, query.event_id)}`);
  if (query.since) where.push(`g.recorded_at >= ${bind(values, query.since)}::timestamptz`);
  const { rows, next } = await keysetPage<EntryRow>(
    scope.sql,
    {
      select: 'g.entry_id, g.ticket_id, g.version, g.event_id, g.scanned_at, g.recorded_at',
      from: 'gate_entries g',
      where,
      values,
      key: 'g.recorded_at',
      id: 'g.entry_id',
    },
    pageOptions(query),
  );
  return {
    data: rows.map((row) => ({
      id: row.entry_id,
      ticket_id: row.ticket_id,
      ticket_version: row.version,
      event_id: row.event_id,
      scanned_at: isoOf(row.scanned_at),
      recorded_at: isoOf(row.recorded_at),
    })),
    next_cursor: next,
  };
}
