import type * as Gql from '@stadio/graphql/resolvers-types';
import { poolOf } from '../../database/sql-client';
import type { StaffScope } from '../staff/staff-scope';
import { BOX_OFFICE_CHANNEL_ID, COUNTER_CHANNEL_ORDER } from './counter-channel';
import { eventNotFound } from './counter-errors';

/*
 * What the counter reads of the season: the matches with their box-office (else web) window, and
 * for one match its blocks, products, prices and the seats of a block with whether each is free.
 */

interface EventRow {
  id: string;
  name: string;
  start: Date;
  isArchived: boolean;
  saleStatus: string;
  channelId: string;
  opens: Date;
  closes: Date;
}

const EVENTS = `
select e.id, e.name, e.start_datetime as start, e.is_archived as "isArchived", e.sale_status as "saleStatus",
  w.sale_channel_id as "channelId", w.opening_datetime as opens, w.closing_datetime as closes
from events e
join lateral (
  select cc.sale_channel_id, cc.opening_datetime, cc.closing_datetime
  from event_channel_configurations cc
  where cc.tenant_id = e.tenant_id and cc.event_id = e.id and cc.sale_channel_id in ('${BOX_OFFICE_CHANNEL_ID}', 'web')
  order by ${COUNTER_CHANNEL_ORDER} limit 1
) w on true
where e.tenant_id = $1`;

/** Whether the counter sells the match at `now`: open, not archived, not started, inside its window. */
export function sellsNow(
  row: Pick<EventRow, 'isArchived' | 'saleStatus' | 'start' | 'opens' | 'closes'>,
  now: Date,
) {
  const at = now.getTime();
  return (
    !row.isArchived &&
    row.saleStatus === 'opened' &&
    at < row.start.getTime() &&
    row.opens.getTime() <= at &&
    at < row.closes.getTime()
  );
}

function eventModel(row: EventRow, now: Date): Gql.CounterEvent {
  return {
    id: row.id,
    name: row.name,
    startDatetime: row.start.toISOString(),
    saleChannelId: row.channelId,
    openingDatetime: row.opens.toISOString(),
    closingDatetime: row.closes.toISOString(),
    onSale: sellsNow(row, now),
  };
}

/** The club's matches not yet played, soonest first, each with the window the counter sells in. */
export async function counterEvents(scope: StaffScope): Promise<Gql.CounterEvent[]> {
  const { rows } = await poolOf(scope.db).query<EventRow>(
    `${EVENTS} and not e.is_archived and e.start_datetime > $2 order by e.start_datetime, e.id limit 200`,
    [scope.tenant.slug, scope.now],
  );
  return rows.map((row) => eventModel(row, scope.now));
}

/** One match as the counter sells it; COUNTER_EVENT_NOT_FOUND when it is not the club's. */
export async function counterEventSale(scope: StaffScope, eventId: string): Promise<Gql.CounterEventSale> {
  const db = poolOf(scope.db);
  const tenantId = scope.tenant.slug;
  const { rows } = await db.query<EventRow>(`${EVENTS} and e.id = $2`, [tenantId, eventId]);
  const event = rows[0];
  if (!event) throw eventNotFound();
  const blocks = await db.query<Gql.CounterBlock>(
    `select b.id, b.name, s.name as "standName", b.is_open_seating as "isOpenSeating"
     from blocks b join events e on e.tenant_id = b.tenant_id and e.arena_id = b.arena_id
     join stands s on s.tenant_id = b.tenant_id and s.id = b.stand_id
     where b.tenant_id = $1 and e.id = $2 order by s.name, b.name, b.id`,
    [tenantId, eventId],
  );
  const prices = await db.query<Gql.CounterPrice>(
    `select p.category_id as "categoryId", p.product_id as "productId", p.price_cents as price
     from event_prices p
     join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id and c.is_active
     join products pr on pr.tenant_id = p.tenant_id and pr.id = p.product_id and pr.is_active and not pr.is_resale
     where p.tenant_id = $1 and p.event_id = $2 order by p.category_id, p.product_id`,
    [tenantId, eventId],
  );
  const products = await db.query<Gql.CounterProduct>(
    `select pr.id, pr.name from products pr
     where pr.tenant_id = $1 and pr.is_active and not pr.is_resale
       and exists (select from event_prices p where p.tenant_id = pr.tenant_id and p.event_id = $2 and p.product_id = pr.id)
     order by pr.sort, pr.id`,
    [tenantId, eventId],
  );
  return {
    event: eventModel(event, scope.now),
    blocks: blocks.rows,
    prices: prices.rows,
    products: products.rows,
  };
}

/** The seats of a block of the match, in row and seat order, each free or not. */
export async function counterBlockSeats(
  scope: StaffScope,
  eventId: string,
  blockId: string,
): Promise<Gql.CounterSeat[]> {
  const db = poolOf(scope.db);
  const { rows: found } = await db.query(`select 1 from events where tenant_id = $1 and id = $2`, [
    scope.tenant.slug,
    eventId,
  ]);
  if (found.length === 0) throw eventNotFound();
  const { rows } = await db.query<Gql.CounterSeat>(
    `select s.id, s.block_id as "blockId", s.row, s.column, s.row_name as "rowName", s.seat_number as "seatNumber",
       s.x, s.y, s.is_accessible as "isAccessible", s.is_restricted_view as "isRestrictedView",
       s.category_id as "categoryId", c.name as "categoryName", coalesce(es.status = 'available', false) as available
     from seats s
     join categories c on c.tenant_id = s.tenant_id and c.id = s.category_id
     left join event_seats es on es.tenant_id = s.tenant_id and es.event_id = $2 and es.seat_id = s.id
     where s.tenant_id = $1 and s.block_id = $3
     order by s.row, s.column, s.id`,
    [scope.tenant.slug, eventId, blockId],
  );
  return rows;
}
