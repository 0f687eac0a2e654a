import type { DbExecutor } from '@stadio/db';
import { sql, type SQL } from 'drizzle-orm';
import { COUNTER_PROVIDER, paymentTypeSql } from '../counter/payment-types';

/*
 * What the club sold, summed in SQL (docs/product.md#sales-dashboard, ADR 0050). A line is a seat
 * ticket (or, for the season, an extra: parking, plastic card) of an order that was confirmed: it
 * is still valid, was resold by its owner later (the club sold it once), or was refunded (released
 * with a refund by the ticket office, or released when a confirmed order was cancelled). gross is
 * its price, discounts its promo discount (a positive amount here), refunds what was given back
 * (price after discount), net = gross - discounts - refunds. A seat bought on resale is the
 * seller's money: counted in the RESALE channel only, never in the club's figures.
 */

/** Sums of one group of lines, in cents. */
export interface MoneyRow {
  tickets: number;
  gross: number;
  discounts: number;
  refunds: number;
  refundedTickets: number;
  net: number;
}

export const NO_MONEY: MoneyRow = {
  tickets: 0,
  gross: 0,
  discounts: 0,
  refunds: 0,
  refundedTickets: 0,
  net: 0,
};

/** Grouped sums of the club's own sales (resale excluded), keyed by the grouping they are of. */
export interface SalesFigures {
  total: MoneyRow;
  extras: MoneyRow;
  byCategory: Map<string, MoneyRow>;
  byBlock: Map<string, MoneyRow>;
  byChannel: Map<'ONLINE' | 'COUNTER', MoneyRow>;
  byPaymentType: Map<string, MoneyRow>;
  byDay: Map<string, MoneyRow>;
  resale: MoneyRow;
}

type Grouped = {
  grouping: string;
  category_id: string | null;
  block_id: string | null;
  channel: string | null;
  payment_type: string | null;
  day: string | null;
} & Record<'tickets' | 'gross' | 'discounts' | 'refunds' | 'refunded_tickets', string>;

const SUMS = sql`count(*) filter (where kind = 'seat') as tickets,
  coalesce(sum(price), 0) as gross, coalesce(sum(-discount), 0) as discounts,
  coalesce(sum(price + discount) filter (where refunded), 0) as refunds,
  count(*) filter (where refunded and kind = 'seat') as refunded_tickets`;

function moneyOf(row: Grouped): MoneyRow {
  const gross = Number(row.gross);
  const discounts = Number(row.discounts);
  const refunds = Number(row.refunds);
  return {
    tickets: Number(row.tickets),
    gross,
    discounts,
    refunds,
    refundedTickets: Number(row.refunded_tickets),
    net: gross - discounts - refunds,
  };
}

/**
 * The lines of the club's confirmed orders: of one match (`eventId`), else of every match plus
 * the orders' extras. Each line carries its order's channel (a payment taken at the counter makes
 * it a counter sale) and payment type (its last payment that went through), and the day it was
 * confirmed in the club's time zone.
 */
function linesOf(tenantId: string, timeZone: string, eventId: string | null): SQL {
  const ofEvent = eventId ? sql`and t.event_id = ${eventId}` : sql``;
  const sold = sql`o.confirmed_at is not null`;
  const refunded = (alias: 't' | 'a') =>
    sql.raw(
      `(${alias}.status = 'released' and (${alias === 't' ? 't.refunded_at is not null or ' : ''}o.status = 'cancelled'))`,
    );
  const extras = eventId
    ? sql``
    : sql`union all
      select 'extra' as kind, a.order_id, null::text, null::text, a.price_cents, a.discount_cents, false, ${refunded('a')}
      from ancillary_tickets a join orders o on o.tenant_id = a.tenant_id and o.id = a.order_id
      where a.tenant_id = ${tenantId} and ${sold} and (a.status = 'confirmed' or ${refunded('a')})`;
  return sql`
    with line as (
      select 'seat' as kind, t.order_id, t.block_id, t.category_id, t.price_cents as price,
        t.discount_cents as discount, t.resale_listing_id is not null as resale, ${refunded('t')} as refunded
      from seat_tickets t join orders o on o.tenant_id = t.tenant_id and o.id = t.order_id
      where t.tenant_id = ${tenantId} and ${sold} ${ofEvent}
        and (t.status in ('confirmed', 'resold') or ${refunded('t')})
      ${extras}
    ),
    sold_order as (
      select o.id, to_char(o.confirmed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        case when exists (select from payments p where p.tenant_id = o.tenant_id and p.order_id = o.id
          and p.provider = ${COUNTER_PROVIDER}) then 'COUNTER' else 'ONLINE' end as channel,
        coalesce((select ${sql.raw(paymentTypeSql('p'))} from payments p
          where p.tenant_id = o.tenant_id and p.order_id = o.id and p.status in ('succeeded', 'refunded')
          order by p.created_at desc, p.id desc limit 1), 'unknown') as payment_type
      from orders o where o.tenant_id = ${tenantId} and o.id in (select order_id from line)
    )
    select l.*, so.day, case when l.resale then 'RESALE' else so.channel end as channel, so.payment_type
    from line l join sold_order so on so.id = l.order_id`;
}

const GROUPINGS = {
  category: 'category_id',
  block: 'block_id',
  channel: 'channel',
  payment: 'payment_type',
  day: 'day',
} as const;

/** The club's sales of one match, or of the season (`eventId` null): two grouped queries. */
export async function loadSales(
  db: DbExecutor,
  tenantId: string,
  timeZone: string,
  eventId: string | null,
): Promise<SalesFigures> {
  const lines = linesOf(tenantId, timeZone, eventId);
  // The club's seat tickets, summed whole and by each breakdown at once.
  const { rows } = await db.execute<Grouped>(sql`
    with sale as (${lines})
    select case
        when grouping(category_id) = 0 then 'category'
        when grouping(block_id) = 0 then 'block'
        when grouping(channel) = 0 then 'channel'
        when grouping(payment_type) = 0 then 'payment'
        when grouping(day) = 0 then 'day'
        else 'total' end as grouping,
      category_id, block_id, channel, payment_type, day, ${SUMS}
    from sale where kind = 'seat' and not resale
    group by grouping sets ((), (category_id), (block_id), (channel), (payment_type), (day))`);
  // The extras (season only) and the resale purchases, apart.
  const { rows: apart } = await db.execute<Grouped>(sql`
    with sale as (${lines})
    select case when kind = 'extra' then 'extras' else 'resale' end as grouping,
      null as category_id, null as block_id, null as channel, null as payment_type, null as day, ${SUMS}
    from sale where kind = 'extra' or resale group by 1`);
  const figures: SalesFigures = {
    total: { ...NO_MONEY },
    extras: { ...NO_MONEY },
    byCategory: new Map(),
    byBlock: new Map(),
    byChannel: new Map(),
    byPaymentType: new Map(),
    byDay: new Map(),
    resale: { ...NO_MONEY },
  };
  const maps = {
    category: figures.byCategory,
    block: figures.byBlock,
    channel: figures.byChannel as Map<string, MoneyRow>,
    payment: figures.byPaymentType,
    day: figures.byDay,
  };
  for (const row of [...rows, ...apart]) {
    const money = moneyOf(row);
    if (row.grouping === 'total') figures.total = money;
    else if (row.grouping === 'extras') figures.extras = money;
    else if (row.grouping === 'resale') figures.resale = money;
    else {
      const grouping = row.grouping as keyof typeof GROUPINGS;
      const key = row[GROUPINGS[grouping]];
      if (key !== null) maps[grouping].set(key, money);
    }
  }
  return figures;
}
