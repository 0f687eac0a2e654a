import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type DbHandle } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { applyCatalogue } from './apply-catalogue';
import { CatalogueRefusedError } from './catalogue-errors';
import type { CatalogueRows } from './catalogue-rows';
import { planCatalogueChanges } from './plan-catalogue-changes';
import { readCatalogueRows } from './read-catalogue-rows';
import { AFTER_EXPIRED_HOLDS } from './refusal-texts';
import { CLUB, createClub, revisionOf, sell, smallCatalogue } from './test-fixtures/small-catalogue';

/** The small catalogue with a third match, m03, that nobody has bought. */
function catalogue(): CatalogueRows {
  const rows = smallCatalogue();
  rows.events.push({
    ...rows.events[1]!,
    id: 'm03',
    name: 'Small Club – Quiet',
    startDatetime: '2027-04-03T18:00:00.000Z',
  });
  return rows;
}

const refusalsOf = async (db: Database, desired: CatalogueRows, options = {}) =>
  (await planCatalogueChanges(db, CLUB, desired, options)).refusals;

/*
 * What is sold is never broken by an edit (ADR 0042): with seats sold, held, held past expiry and
 * once held by an abandoned order, standing places and car-park places taken and a promo code used,
 * each edit that would break one is refused with words a ticketing manager can act on, and the
 * apply writes nothing.
 */
describe('catalogue refusals', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
    db = handle.db;
    await createClub(db);
    await applyCatalogue(db, CLUB, catalogue());
    await sell(db, {
      eventId: 'm01',
      seatId: 'n1-a-1',
      blockId: 'n1',
      categoryId: 'cat1',
      status: 'confirmed',
    });
    await sell(db, { eventId: 'm02', seatId: 'n1-a-2', blockId: 'n1', categoryId: 'cat1', status: 'onhold' });
    await sell(db, {
      eventId: 'm02',
      seatId: 'n2-a-1',
      blockId: 'n2',
      categoryId: 'cat2',
      status: 'onhold',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await sell(db, {
      eventId: 'm01',
      blockId: 'kop',
      categoryId: 'standing',
      places: 30,
      status: 'confirmed',
    });
    // An abandoned basket: its ticket is released and the seat free again, but order history keeps it.
    const abandoned = await sell(db, {
      eventId: 'm01',
      seatId: 'n2-a-2',
      blockId: 'n2',
      categoryId: 'cat2',
      status: 'onhold',
    });
    await db.execute(sql`update orders set status = 'abandoned', expires_at = null where id = ${abandoned}`);
    await db.execute(sql`update seat_tickets set status = 'released' where order_id = ${abandoned}`);
    await db.execute(
      sql`update event_seats set status = 'available', order_id = null, held_until = null where order_id = ${abandoned}`,
    );
    const paid = await sell(db, {
      eventId: 'm01',
      seatId: 'n1-b-1',
      blockId: 'n1',
      categoryId: 'cat1',
      status: 'confirmed',
    });
    await db.execute(sql`update parking_products set taken = 3 where tenant_id = ${CLUB} and id = 'p1'`);
    await db.execute(sql`
      insert into promo_code_uses (tenant_id, promo_code_id, order_id, customer_id, event_id, created_at)
      select tenant_id, 'summer', id, customer_id, 'm01', now() from orders where id = ${paid}`);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('refuses to remove a seat sold or held, naming it and its matches, and writes nothing', async () => {
    const desired = catalogue();
    desired.seats = desired.seats.filter((s) => s.id !== 'n1-a-1' && s.id !== 'n1-a-2');
    desired.teams[1] = { ...desired.teams[1]!, displayName: 'Renamed' };
    const expected = [
      {
        code: 'SEAT_REMOVED',
        table: 'seats',
        key: 'n1-a-1',
        subject: 'seat N1 · A · 1',
        events: ['m01'],
        reason: 'Seat N1 · A · 1 has 1 ticket sold or held (m01), so it cannot be removed.',
        wayOut: 'Keep it in venue.json.',
      },
      {
        code: 'SEAT_REMOVED',
        table: 'seats',
        key: 'n1-a-2',
        subject: 'seat N1 · A · 2',
        events: ['m02'],
        reason: 'Seat N1 · A · 2 has 1 ticket sold or held (m02), so it cannot be removed.',
        wayOut: 'Keep it in venue.json.',
      },
    ];
    expect(await refusalsOf(db, desired)).toEqual(expected);
    const before = await readCatalogueRows(db, CLUB);
    const revision = await revisionOf(db);
    const error = await applyCatalogue(db, CLUB, desired).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueRefusedError);
    expect((error as CatalogueRefusedError).refusals).toEqual(expected);
    expect(await readCatalogueRows(db, CLUB)).toEqual(before);
    expect(await revisionOf(db)).toBe(revision);
  });

  it('says a seat the club closed is closed, not sold, when it refuses to remove it', async () => {
    // Closed in the back office (migration 0023): no order, off sale.
    await db.execute(
      sql`update event_seats set status = 'closed' where tenant_id = ${CLUB} and event_id = 'm01' and seat_id = 'n2-a-2'`,
    );
    const desired = catalogue();
    desired.seats = desired.seats.filter((s) => s.id !== 'n2-a-2');
    expect((await refusalsOf(db, desired)).map((r) => r.reason)).toEqual([
      'Seat N2 · A · 2 has 1 seat closed by the club (m01), so it cannot be removed.',
    ]);
    await db.execute(
      sql`update event_seats set status = 'available' where tenant_id = ${CLUB} and event_id = 'm01' and seat_id = 'n2-a-2'`,
    );
  });

  it('refuses to remove a seat only past orders name, and says when only expired holds stand in the way', async () => {
    const desired = catalogue();
    desired.seats = desired.seats.filter((s) => s.id !== 'n2-a-2' && s.id !== 'n2-a-1');
    expect(await refusalsOf(db, desired)).toEqual([
      expect.objectContaining({
        key: 'n2-a-1',
        reason: 'Seat N2 · A · 1 has 1 ticket sold or held (m02), so it cannot be removed.',
        wayOut: AFTER_EXPIRED_HOLDS,
      }),
      expect.objectContaining({
        key: 'n2-a-2',
        events: ['m01'],
        reason:
          'Seat N2 · A · 2 is on tickets of past orders (m01), which order history still shows, so it cannot be removed.',
        wayOut: 'Keep it in venue.json.',
      }),
    ]);
  });

  it('refuses to remove a block with places sold, once for the block', async () => {
    const desired = catalogue();
    desired.blocks = desired.blocks.filter((b) => b.id !== 'n1');
    desired.seats = desired.seats.filter((s) => s.blockId !== 'n1');
    expect(await refusalsOf(db, desired)).toEqual([
      expect.objectContaining({
        code: 'BLOCK_REMOVED',
        key: 'n1',
        reason: 'Block N1 has 3 places sold or held (m01, m02), so it cannot be removed.',
        wayOut: 'Keep it in venue.json.',
      }),
    ]);
  });

  it('refuses a category change of a held seat, and applies it to a seat nobody holds', async () => {
    const desired = catalogue();
    desired.seats = desired.seats.map((s) =>
      s.id === 'n1-a-2' || s.id === 'n1-b-3' ? { ...s, categoryId: 'cat2' } : s,
    );
    expect(await refusalsOf(db, desired)).toEqual([
      {
        code: 'SEAT_RECATEGORISED',
        table: 'seats',
        key: 'n1-a-2',
        subject: 'seat N1 · A · 2',
        events: ['m02'],
        reason:
          'Seat N1 · A · 2 has 1 ticket sold or held (m02), so its category cannot change from Cat 1 to Cat 2.',
        wayOut: 'Keep it in Cat 1 in venue.json; it can change once nobody holds a ticket for it.',
      },
    ]);
    desired.seats = desired.seats.map((s) => (s.id === 'n1-a-2' ? { ...s, categoryId: 'cat1' } : s));
    const report = await applyCatalogue(db, CLUB, desired);
    expect(report.tables.seats.changed).toBe(1);
    await applyCatalogue(db, CLUB, catalogue());
  });

  it('refuses to remove a match with sales (and its car park with places taken)', async () => {
    const desired = catalogue();
    const without = <Row extends { eventId: string }>(rows: Row[]) => rows.filter((r) => r.eventId !== 'm01');
    desired.events = desired.events.filter((e) => e.id !== 'm01');
    desired.eventChannelConfigurations = without(desired.eventChannelConfigurations);
    desired.eventPrices = without(desired.eventPrices);
    desired.campaignPackEvents = without(desired.campaignPackEvents);
    desired.parkingProducts = without(desired.parkingProducts);
    expect(await refusalsOf(db, desired)).toEqual([
      expect.objectContaining({
        code: 'EVENT_REMOVED',
        key: 'm01',
        events: ['m01'],
        reason: 'Match Small Club – Rivals (m01) has 32 places sold or held, so it cannot be removed.',
        wayOut:
          'Keep it in season.json and archive it instead ("archived": true), or cancel it in the back office.',
      }),
      expect.objectContaining({
        code: 'CAR_PARK_REMOVED',
        key: 'p1',
        reason: 'Car park Car park P1 of m01 has 3 places sold or held, so it cannot be removed.',
        wayOut: 'Keep it in season.json; to stop selling it, set its capacity to 3.',
      }),
    ]);
  });

  it('refuses to move the kick-off of a match with tickets sold or held, and moves one without', async () => {
    const desired = catalogue();
    desired.events = desired.events.map((e) =>
      e.id === 'm01' || e.id === 'm03'
        ? { ...e, startDatetime: new Date(Date.parse(e.startDatetime) + 3_600_000).toISOString() }
        : e,
    );
    expect(await refusalsOf(db, desired, { timeZone: 'Europe/Paris' })).toEqual([
      {
        code: 'EVENT_KICK_OFF_MOVED',
        table: 'events',
        key: 'm01',
        subject: 'match Small Club – Rivals (m01)',
        events: ['m01'],
        reason:
          'Match Small Club – Rivals (m01) has 32 places sold or held, so its kick-off cannot move from 2027-03-06 20:45 to 2027-03-06 21:45.',
        wayOut:
          'Cancel the match and create a new one, or leave the kick-off as it is: rescheduling with the holders e-mailed is a back-office action.',
      },
    ]);
    // A hold counts as much as a sale.
    const held = catalogue();
    held.events = held.events.map((e) =>
      e.id === 'm02' ? { ...e, startDatetime: '2027-03-21T19:45:00.000Z' } : e,
    );
    expect((await refusalsOf(db, held)).map((r) => [r.code, r.key])).toEqual([
      ['EVENT_KICK_OFF_MOVED', 'm02'],
    ]);

    const quiet = catalogue();
    quiet.events = quiet.events.map((e) =>
      e.id === 'm03' ? { ...e, startDatetime: '2027-04-03T19:00:00.000Z' } : e,
    );
    expect((await applyCatalogue(db, CLUB, quiet)).tables.events.changed).toBe(1);
    await applyCatalogue(db, CLUB, catalogue());
  });

  it('refuses a standing capacity below what a match has taken, and re-sizes the stock above it', async () => {
    const lower = (capacity: number) => {
      const desired = catalogue();
      desired.blocks = desired.blocks.map((b) => (b.id === 'kop' ? { ...b, capacity } : b));
      return desired;
    };
    expect(await refusalsOf(db, lower(20))).toEqual([
      expect.objectContaining({
        code: 'BLOCK_CAPACITY_BELOW_TAKEN',
        key: 'kop',
        events: ['m01'],
        reason:
          'Standing block Kop has 30 places sold or held in one match (m01), so its capacity cannot go below 30 (venue.json asks for 20).',
        wayOut: 'Set its capacity to at least 30 in venue.json.',
      }),
    ]);
    const report = await applyCatalogue(db, CLUB, lower(50));
    expect(report.stock.standingResized).toBe(3);
    const { rows } = await db.execute<{ event_id: string; capacity: number; taken: number }>(
      sql`select event_id, capacity, taken from open_seating_stock where tenant_id = ${CLUB} order by event_id`,
    );
    expect(rows).toEqual([
      { event_id: 'm01', capacity: 50, taken: 30 },
      { event_id: 'm02', capacity: 50, taken: 0 },
      { event_id: 'm03', capacity: 50, taken: 0 },
    ]);
    await applyCatalogue(db, CLUB, catalogue());
  });

  it('refuses to remove a used promo code, and deactivates it instead', async () => {
    const removed = catalogue();
    removed.promoCodes = [];
    expect(await refusalsOf(db, removed)).toEqual([
      expect.objectContaining({
        code: 'PROMO_CODE_REMOVED',
        reason: 'Promo code SUMMER was used by 1 order, so it cannot be removed.',
        wayOut: 'Keep it in promo-codes.json with "active": false instead.',
      }),
    ]);
    const inactive = catalogue();
    inactive.promoCodes = inactive.promoCodes.map((p) => ({ ...p, isActive: false }));
    expect((await applyCatalogue(db, CLUB, inactive)).tables.promoCodes.changed).toBe(1);
    await applyCatalogue(db, CLUB, catalogue());
  });

  it('refuses when a hold lands between the plan and the deletes: the guarded delete leaves the seat and the re-check sees it', async () => {
    const desired = catalogue();
    desired.seats = desired.seats.filter((s) => s.id !== 'n2-a-3');
    expect(await refusalsOf(db, desired)).toEqual([]);
    // A hold in flight: its statement has the seat's row lock and has not committed yet.
    const fan = await handle.pool.connect();
    try {
      await fan.query('begin');
      await fan.query(
        `update event_seats set status = 'onhold', order_id = 'ord_race', held_until = now() + interval '1 hour'
         where tenant_id = $1 and event_id = 'm03' and seat_id = 'n2-a-3'`,
        [CLUB],
      );
      const applying = applyCatalogue(db, CLUB, desired).catch((e: unknown) => e);
      // The apply planned without seeing the hold and now waits on the seat's row lock.
      for (let waited = 0; ; waited += 1) {
        const { rows } = await handle.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) > 0) break;
        if (waited > 200) throw new Error('the apply never waited for the hold');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await fan.query('commit');
      const error = await applying;
      expect(error).toBeInstanceOf(CatalogueRefusedError);
      expect((error as CatalogueRefusedError).refusals).toEqual([
        expect.objectContaining({
          code: 'SEAT_REMOVED',
          key: 'n2-a-3',
          reason: 'Seat N2 · A · 3 has 1 ticket sold or held (m03), so it cannot be removed.',
        }),
      ]);
      const { rows } = await handle.pool.query<{ n: number }>(
        `select count(*)::int as n from event_seats where tenant_id = $1 and seat_id = 'n2-a-3'`,
        [CLUB],
      );
      expect(rows[0]?.n).toBe(3);
    } finally {
      fan.release();
    }
  });
});
