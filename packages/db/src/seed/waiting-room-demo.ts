import type { TenantRegistry } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';

/**
 * The demo's on-sale rush (ADR 0014): Neva Basket's match m08, which no browser test or benchmark
 * buys at, has a waiting room that opened at the seeding, admitting 30 fans a minute, with a crowd
 * of 900 made-up fans who joined at once. A fan opening the match in the next half hour queues
 * behind what is left of them; after that the line is empty and fans are admitted at once.
 */
export const WAITING_ROOM_DEMO = {
  tenant: 'neva',
  eventId: 'm08',
  admitPerMinute: 30,
  crowd: 900,
} as const;

/**
 * Turns the demo's waiting room on as of `now` and lines its crowd up again (every start shows the
 * rush anew). Does nothing when the club or its match is not seeded. Returns whether it did.
 */
export async function seedWaitingRoomDemo(db: DbExecutor, registry: TenantRegistry, now: Date) {
  const { tenant, eventId, admitPerMinute, crowd } = WAITING_ROOM_DEMO;
  if (!registry.bySlug.has(tenant)) return false;
  const opensAt = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  const rows = await db.execute(sql`
    insert into waiting_rooms (tenant_id, event_id, opens_at, admit_per_minute)
    select ${tenant}, id, ${opensAt}::timestamptz, ${admitPerMinute} from events
    where tenant_id = ${tenant} and id = ${eventId}
    on conflict (tenant_id, event_id) do update
      set opens_at = excluded.opens_at, admit_per_minute = excluded.admit_per_minute
    returning event_id`);
  if (rows.rows.length === 0) return false;
  // The crowd's turns are one interval apart from the opening, as if they had all joined at once.
  const interval = sql`(interval '60 seconds' / ${admitPerMinute}::int)`;
  await db.execute(sql`delete from waiting_room_lines where tenant_id = ${tenant} and event_id = ${eventId}`);
  await db.execute(sql`
    insert into waiting_room_lines (tenant_id, event_id, arrivals, last_turn_at)
    values (${tenant}, ${eventId}, ${crowd}, ${opensAt}::timestamptz + ${interval} * (${crowd}::int - 1))`);
  await db.execute(sql`
    insert into waiting_room_visitors (tenant_id, event_id, visitor_id, number, turn_at, joined_at)
    select ${tenant}, ${eventId}, 'demo-crowd-' || n, n, ${opensAt}::timestamptz + ${interval} * (n - 1),
      ${opensAt}::timestamptz
    from generate_series(1, ${crowd}::int) as n`);
  return true;
}
