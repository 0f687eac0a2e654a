import type { DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/** A match's stock and takings, as the season table shows them. */
export interface MatchFigures {
  sold: number;
  held: number;
  free: number;
  closed: number;
  revenueCents: number;
}

const none: MatchFigures = { sold: 0, held: 0, free: 0, closed: 0, revenueCents: 0 };

/**
 * Sold, held, free and closed seats of each of the club's matches, standing places added (taken
 * counts as sold: a standing counter does not tell holds apart), and what confirmed orders paid
 * for their tickets (price after discount; a resale purchase is the fan's money, not the club's).
 * A hold past its time is free: the sweeper releases it. `closed` is the status the seat-closure
 * work adds to event_seats; until it exists the count is 0.
 */
export async function loadMatchFigures(
  db: DbExecutor,
  tenantId: string,
  now: Date,
  eventIds?: readonly string[],
): Promise<Map<string, MatchFigures>> {
  const only = eventIds ? sql`and event_id = any(${sql.param([...eventIds])}::text[])` : sql``;
  const at = now.toISOString();
  const seats = await db.execute<{
    event_id: string;
    sold: string;
    held: string;
    free: string;
    closed: string;
  }>(sql`
    select event_id,
      count(*) filter (where status = 'confirmed') as sold,
      count(*) filter (where status = 'onhold' and (held_until is null or held_until > ${at}::timestamptz)) as held,
      count(*) filter (where status = 'available' or (status = 'onhold' and held_until <= ${at}::timestamptz)) as free,
      count(*) filter (where status::text = 'closed') as closed
    from event_seats where tenant_id = ${tenantId} ${only} group by event_id`);
  const standing = await db.execute<{ event_id: string; taken: string; free: string }>(sql`
    select event_id, sum(taken) as taken, sum(capacity - taken) as free
    from open_seating_stock where tenant_id = ${tenantId} ${only} group by event_id`);
  const onlyTickets = eventIds ? sql`and t.event_id = any(${sql.param([...eventIds])}::text[])` : sql``;
  const revenue = await db.execute<{ event_id: string; cents: string }>(sql`
    select t.event_id, sum(t.price_cents + t.discount_cents) as cents
    from seat_tickets t join orders o on o.tenant_id = t.tenant_id and o.id = t.order_id
    where t.tenant_id = ${tenantId} and o.status = 'confirmed' and t.status in ('confirmed', 'resold')
      and t.resale_listing_id is null ${onlyTickets}
    group by t.event_id`);
  const figures = new Map<string, MatchFigures>();
  const of = (id: string) => {
    let f = figures.get(id);
    if (!f) figures.set(id, (f = { ...none }));
    return f;
  };
  for (const r of seats.rows) {
    const f = of(r.event_id);
    f.sold += Number(r.sold);
    f.held += Number(r.held);
    f.free += Number(r.free);
    f.closed += Number(r.closed);
  }
  for (const r of standing.rows) {
    const f = of(r.event_id);
    f.sold += Number(r.taken);
    f.free += Number(r.free);
  }
  for (const r of revenue.rows) of(r.event_id).revenueCents = Number(r.cents);
  return figures;
}

export const figuresOf = (figures: Map<string, MatchFigures>, eventId: string) =>
  figures.get(eventId) ?? none;
