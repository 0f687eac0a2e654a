import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../client';
import { withoutReferenceChecks } from '../without-reference-checks';
import { DEMO_SOLD_ORDER, type CataloguePlan } from './catalogue-plan';
import { SOLD_SHARE } from './demo-prices';
import type { ScheduledMatch } from './event-schedule';

/**
 * Creates the stock of every demo match: one `event_seats` row per seat and match, one
 * `open_seating_stock` row per standing block and match, with a believable share already sold.
 * Only missing rows are inserted and existing ones never touched, so real holds and sales survive
 * re-seeding. Returns the seat rows and standing rows added.
 */
export async function writeStock(
  db: DbExecutor,
  tenantId: string,
  plan: CataloguePlan,
): Promise<{ eventSeats: number; standingRows: number }> {
  const arenaId = plan.venue.arena.id;
  const matches = plan.schedule;
  const categoryIds = [...plan.roles.keys()];
  const shares = [...plan.roles.values()].map((role) => SOLD_SHARE[role]);
  const eventsOf = (list: readonly ScheduledMatch[], fresh: readonly boolean[] = []) =>
    sql`unnest(${sql.param(list.map((m) => m.id))}::text[],
      ${sql.param(list.map((m) => (m.sales === 'all' ? 1 : m.sales)))}::float8[],
      ${sql.param(list.map((m) => m.sales === 'all'))}::boolean[],
      ${sql.param(list.map((_, i) => fresh[i] ?? false))}::boolean[]) as e(id, factor, sold_out, fresh)`;

  // Matches whose stock is complete are skipped, so a re-seed costs one count per match.
  const { rows: counts } = await db.execute<{ id: string; existing: number; seats: number }>(sql`
    select e.id,
      (select count(*) from event_seats es where es.tenant_id = ${tenantId} and es.event_id = e.id)::int as existing,
      (select count(*) from seats s join blocks b on b.tenant_id = s.tenant_id and b.id = s.block_id
        where s.tenant_id = ${tenantId} and b.arena_id = ${arenaId})::int as seats
    from ${eventsOf(matches)}`);
  const existing = new Map(counts.map((c) => [c.id, c]));
  const todo = matches.filter((m) => {
    const count = existing.get(m.id);
    return !count || count.existing < count.seats;
  });
  const fresh = todo.map((m) => (existing.get(m.id)?.existing ?? 0) === 0);

  // Each seat draws a stable number in [0, 1) per cluster of 2 to 5 neighbours of its row (sizes
  // and offsets vary by row), so demo sales come in groups like real bookings. The same seats go
  // first at every match, as with season-ticket holders, which keeps seats free across a pack.
  // Every row is selected from the club's seats and events, so its references hold by construction.
  const seatsResult =
    todo.length === 0
      ? { rowCount: 0 }
      : await withoutReferenceChecks(db, () =>
          db.execute(sql`
    with venue_seats as (
      select s.id, s.block_id, s.category_id,
        (hashtext(s.block_id || ':' || s.row || ':' || ((s."column" + (r.h & 3)) / (2 + ((r.h >> 2) & 3))))::float8
          + 2147483648) / 4294967296 as draw
      from seats s
      join blocks b on b.tenant_id = s.tenant_id and b.id = s.block_id
      cross join lateral (select hashtext(s.block_id || ':' || s.row) as h) r
      where s.tenant_id = ${tenantId} and b.arena_id = ${arenaId}
    ),
    shares as (
      select * from unnest(${sql.param(categoryIds)}::text[], ${sql.param(shares)}::float8[]) as c(id, share)
    )
    insert into event_seats (tenant_id, event_id, seat_id, block_id, status, order_id)
    select ${tenantId}, x.event_id, x.seat_id, x.block_id,
      case when x.sold then 'confirmed' else 'available' end,
      case when x.sold then ${DEMO_SOLD_ORDER} end
    from (
      select e.id as event_id, e.fresh, s.id as seat_id, s.block_id,
        e.sold_out or s.draw < coalesce(c.share, 0) * e.factor as sold
      from venue_seats s cross join ${eventsOf(todo, fresh)} left join shares c on c.id = s.category_id
    ) x
    -- A match without stock needs no per-seat lookup, which would double the cost of a first seed.
    where x.fresh or not exists (
      select 1 from event_seats es
      where es.tenant_id = ${tenantId} and es.event_id = x.event_id and es.seat_id = x.seat_id
    )`),
        );

  const standingShare = SOLD_SHARE.standing;
  const standingResult = await db.execute(sql`
    insert into open_seating_stock (tenant_id, event_id, block_id, capacity, taken)
    select ${tenantId}, e.id, b.id, b.capacity,
      case when e.sold_out then b.capacity
           else least(b.capacity, floor(b.capacity * ${standingShare}::float8 * e.factor))::int end
    from blocks b cross join ${eventsOf(matches)}
    where b.tenant_id = ${tenantId} and b.arena_id = ${arenaId} and b.is_open_seating
      and not exists (
        select 1 from open_seating_stock o
        where o.tenant_id = ${tenantId} and o.event_id = e.id and o.block_id = b.id
      )`);
  return { eventSeats: seatsResult.rowCount ?? 0, standingRows: standingResult.rowCount ?? 0 };
}
