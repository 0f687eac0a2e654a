import { getTenantRegistry, instantOfWallTime, wallClock } from '@stadio/tenants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import {
  arenas,
  blocks,
  campaignPackEvents,
  campaignPacks,
  categories,
  eventChannelConfigurations,
  eventPrices,
  events,
  eventSeats,
  installments,
  openSeatingStock,
  orders,
  packChannelConfigurations,
  packPrices,
  parkingProducts,
  payments,
  products,
  resaleListings,
  seats,
  seatTickets,
  teams,
  tenants,
  ticketGroups,
} from '../../schema';
import { seed } from '../index';
import { SCHEDULE } from './event-schedule';
import { seedDemoCatalogue, type SeededCatalogue } from './test-fixtures/seeded-catalogue';

const DAY = 24 * 3600 * 1000;

/* Seeding again over a shop's data: nothing twice, sales and holds kept, dates and names refreshed. */
describe('demo catalogue re-seed', () => {
  let seeded: SeededCatalogue;
  let handle: DbHandle;
  let firstSeededAt: Date;
  const registry = getTenantRegistry(0);

  beforeAll(async () => {
    seeded = await seedDemoCatalogue();
    ({ handle, seededAt: firstSeededAt } = seeded);
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('re-seeds without duplicates, keeps sales and holds, and refreshes dates and names', async () => {
    const tables = [
      arenas,
      blocks,
      seats,
      categories,
      products,
      teams,
      events,
      eventChannelConfigurations,
      eventPrices,
      eventSeats,
      openSeatingStock,
      resaleListings,
      campaignPacks,
      campaignPackEvents,
      packChannelConfigurations,
      packPrices,
      orders,
      ticketGroups,
      seatTickets,
      payments,
      installments,
    ];
    const counts = async () => Promise.all(tables.map((t) => handle.db.$count(t)));
    const sold = async () =>
      handle.db.$count(
        eventSeats,
        and(eq(eventSeats.tenantId, 'riviera'), eq(eventSeats.status, 'confirmed')),
      );
    const before = await counts();
    const soldBefore = await sold();

    // A fan holds a free seat and takes a standing place; the club renames a match.
    const [free] = await handle.db
      .select()
      .from(eventSeats)
      .where(
        and(
          eq(eventSeats.tenantId, 'riviera'),
          eq(eventSeats.eventId, 'm03'),
          eq(eventSeats.status, 'available'),
        ),
      )
      .limit(1);
    const thatSeat = and(
      eq(eventSeats.tenantId, 'riviera'),
      eq(eventSeats.eventId, 'm03'),
      eq(eventSeats.seatId, free?.seatId ?? ''),
    );
    await handle.db
      .update(eventSeats)
      .set({ status: 'onhold', orderId: 'order-under-test', heldUntil: sql`now() + interval '15 minutes'` })
      .where(thatSeat);
    await handle.pool.query(
      `update open_seating_stock set taken = taken + 1 where tenant_id = 'riviera' and event_id = 'm03'`,
    );
    const takenBefore = await handle.pool.query(
      `select sum(taken)::int as n from open_seating_stock where tenant_id = 'riviera'`,
    );
    const [event] = await handle.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'riviera'), eq(events.id, 'm03')));
    await handle.db
      .update(events)
      .set({ name: 'Renamed by hand' })
      .where(and(eq(events.tenantId, 'riviera'), eq(events.id, 'm03')));

    // The same wall time on the club's next calendar day: 24 hours on can land on another day
    // across a DST change, and the seed places matches by calendar day.
    const timeZone = registry.bySlug.get('riviera')?.timeZone ?? 'Europe/Paris';
    const seededWall = wallClock(firstSeededAt, timeZone);
    const later = instantOfWallTime(timeZone, { ...seededWall, day: seededWall.day + 1 });
    const second = await seed(handle.db, { registry, now: later });

    expect(await counts()).toEqual(before);
    expect(await sold()).toBe(soldBefore);
    const tenantRows = await handle.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
    expect(tenantRows.map((r) => r.id)).toEqual(registry.tenants.map((t) => t.slug).sort());
    expect(second.catalogue.every((c) => c.eventSeatsAdded === 0 && c.resaleListingsAdded === 0)).toBe(true);
    const [held] = await handle.db.select().from(eventSeats).where(thatSeat);
    expect(held?.status).toBe('onhold');
    expect(held?.orderId).toBe('order-under-test');
    const takenAfter = await handle.pool.query(
      `select sum(taken)::int as n from open_seating_stock where tenant_id = 'riviera'`,
    );
    expect(takenAfter.rows[0]?.n).toBe(takenBefore.rows[0]?.n);
    const [refreshed] = await handle.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'riviera'), eq(events.id, 'm03')));
    expect(refreshed?.name).toBe(event?.name);
    // A day later on the club's calendar at the same kick-off time, whatever the hours in between.
    const wallOf = (start: string | undefined) => wallClock(new Date(start ?? 0), timeZone);
    const [was, is] = [wallOf(event?.startDatetime), wallOf(refreshed?.startDatetime)];
    expect(Date.UTC(is.year, is.month - 1, is.day) - Date.UTC(was.year, was.month - 1, was.day)).toBe(DAY);
    expect([is.hour, is.minute]).toEqual([was.hour, was.minute]);
  });

  it('sells two car parks with every match on sale, one of 2 places, and keeps their counters on re-seed', async () => {
    const parkingsOf = () =>
      handle.db
        .select()
        .from(parkingProducts)
        .where(eq(parkingProducts.tenantId, 'riviera'))
        .orderBy(parkingProducts.eventId, parkingProducts.sort);
    const rows = await parkingsOf();
    const selling = new Set(['opened', 'sold-out', 'early-bird-only', 'opens-later']);
    for (const match of SCHEDULE) {
      const own = rows.filter((row) => row.eventId === match.id);
      expect(own.map((row) => [row.name, row.priceCents, row.capacity])).toEqual(
        selling.has(match.scenario)
          ? [
              ['Parking P1 — Nord', 1200, 300],
              ['Parking VIP — Tribune d’honneur', 2500, 2],
            ]
          : [],
      );
    }

    await handle.pool.query(
      `update parking_products set taken = 2 where tenant_id = 'riviera' and id = 'm05-vip'`,
    );
    const again = await seed(handle.db, { registry });
    expect(again.catalogue.every((c) => c.parkingProductsAdded === 0)).toBe(true);
    expect((await parkingsOf()).find((row) => row.id === 'm05-vip')?.taken).toBe(2);
  });
});
