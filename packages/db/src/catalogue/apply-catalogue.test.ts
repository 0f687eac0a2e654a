import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type DbHandle } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { applyCatalogue } from './apply-catalogue';
import { CatalogueInvalidError, CatalogueRefusedError } from './catalogue-errors';
import type { CatalogueRows } from './catalogue-rows';
import { planCatalogueChanges } from './plan-catalogue-changes';
import { readCatalogueRows } from './read-catalogue-rows';
import { CLUB, createClub, revisionOf, sell, smallCatalogue } from './test-fixtures/small-catalogue';

/** Runs `work` in a transaction and says whether it wrote anything (a transaction id was assigned). */
async function wroteAnything(db: Database, work: (tx: Database) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await work(tx as unknown as Database);
    const { rows } = await tx.execute<{ xid: string | null }>(
      sql`select txid_current_if_assigned()::text as xid`,
    );
    return rows[0]?.xid !== null;
  });
}

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(query)).rows[0]?.n);

describe('applyCatalogue', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
    db = handle.db;
    await createClub(db);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('writes a new club catalogue and its stock: a seat row per match and seat, a standing row per match', async () => {
    const report = await applyCatalogue(db, CLUB, smallCatalogue());
    expect(report.wrote).toBe(true);
    expect(report.tables.seats).toEqual({ added: 10, changed: 0, removed: 0 });
    expect(report.tables.eventPrices.added).toBe(12);
    expect(report.stock).toMatchObject({ seatsAdded: 20, standingAdded: 2 });
    expect(await count(db, sql`select count(*)::int as n from event_seats where tenant_id = ${CLUB}`)).toBe(
      20,
    );
    const standing = await db.execute<{ event_id: string; capacity: number; taken: number }>(
      sql`select event_id, capacity, taken from open_seating_stock where tenant_id = ${CLUB} order by event_id`,
    );
    expect(standing.rows).toEqual([
      { event_id: 'm01', capacity: 100, taken: 0 },
      { event_id: 'm02', capacity: 100, taken: 0 },
    ]);
    expect(await revisionOf(db)).toBeGreaterThan(0);
  });

  it('applies the same catalogue again as an empty plan: no statement writes, the revision stays', async () => {
    const revision = await revisionOf(db);
    const plan = await planCatalogueChanges(db, CLUB, smallCatalogue());
    expect(plan.isEmpty).toBe(true);
    expect(plan.refusals).toEqual([]);
    let report: Awaited<ReturnType<typeof applyCatalogue>> | undefined;
    expect(
      await wroteAnything(db, async (tx) => {
        report = await applyCatalogue(tx, CLUB, smallCatalogue());
      }),
    ).toBe(false);
    expect(report?.wrote).toBe(false);
    expect(Object.values(report?.tables ?? {}).every((t) => t.added + t.changed + t.removed === 0)).toBe(
      true,
    );
    expect(await revisionOf(db)).toBe(revision);
  });

  it('reads back what it wrote: applying the read is a no-op, and the read is only this club', async () => {
    await createClub(db, 'other-club');
    await applyCatalogue(db, 'other-club', smallCatalogue());
    const revision = await revisionOf(db);
    const read = await readCatalogueRows(db, CLUB);
    expect(read.seats).toHaveLength(10);
    expect(read.seats.map((s) => s.id)).toEqual([...read.seats.map((s) => s.id)].sort());
    // Omitted columns come back at their defaults; instants as ISO strings.
    expect(read.blocks.find((b) => b.id === 'n1')).toMatchObject({
      isOpenSeating: false,
      viewImageUrl: null,
    });
    expect(read.events[0]?.startDatetime).toBe('2027-03-06T19:45:00.000Z');
    expect((await planCatalogueChanges(db, CLUB, read)).isEmpty).toBe(true);
    expect(await wroteAnything(db, (tx) => applyCatalogue(tx, CLUB, read))).toBe(false);
    expect(await revisionOf(db)).toBe(revision);
  });

  it('plans each difference with its fields, and applies only those', async () => {
    const desired = smallCatalogue();
    desired.teams[1] = { ...desired.teams[1]!, displayName: 'Old Rivals' };
    desired.seats = desired.seats.filter((s) => s.id !== 'n2-a-4');
    const plan = await planCatalogueChanges(db, CLUB, desired);
    expect(plan.isEmpty).toBe(false);
    expect(plan.tables.teams.changed).toEqual([
      expect.objectContaining({
        key: 'rivals',
        fields: [{ field: 'displayName', before: 'Rivals', after: 'Old Rivals' }],
      }),
    ]);
    expect(plan.tables.seats.removed.map((s) => s.id)).toEqual(['n2-a-4']);
    expect(plan.tables.seats.added).toEqual([]);
    expect(plan.refusals).toEqual([]);

    const revision = await revisionOf(db);
    const report = await applyCatalogue(db, CLUB, desired);
    expect(report.tables.teams).toEqual({ added: 0, changed: 1, removed: 0 });
    expect(report.tables.seats).toEqual({ added: 0, changed: 0, removed: 1 });
    expect(report.stock.seatsRemoved).toBe(2);
    expect(await revisionOf(db)).toBeGreaterThan(revision);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from event_seats where tenant_id = ${CLUB} and seat_id = 'n2-a-4'`,
      ),
    ).toBe(0);
    expect((await planCatalogueChanges(db, CLUB, desired)).isEmpty).toBe(true);
  });

  it('derives the stock of a new match and of a new seat', async () => {
    const desired = smallCatalogue();
    const m03 = {
      ...desired.events[1]!,
      id: 'm03',
      name: 'Small Club – Third',
      startDatetime: '2027-04-03T18:00:00.000Z',
    };
    desired.events.push(m03);
    desired.seats.push({ ...desired.seats.at(-1)!, id: 'n2-a-5', column: 5, seatNumber: '5', x: 5.5 });
    const report = await applyCatalogue(db, CLUB, desired);
    expect(report.tables.events.added).toBe(1);
    // m03: all 11 seats; n2-a-4 is back and n2-a-5 is new in m01 and m02.
    expect(report.stock.seatsAdded).toBe(11 + 4);
    expect(report.stock.standingAdded).toBe(1);
    const rows = await db.execute<{ event_id: string; n: number }>(sql`
      select event_id, count(*)::int as n from event_seats where tenant_id = ${CLUB} and status = 'available'
      group by event_id order by event_id`);
    expect(rows.rows).toEqual([
      { event_id: 'm01', n: 11 },
      { event_id: 'm02', n: 11 },
      { event_id: 'm03', n: 11 },
    ]);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from open_seating_stock where tenant_id = ${CLUB} and event_id = 'm03'`,
      ),
    ).toBe(1);
  });

  it('fills stock rows found missing in an unchanged catalogue when asked, without moving the revision', async () => {
    const desired = smallCatalogue();
    desired.events.push({
      ...desired.events[1]!,
      id: 'm03',
      name: 'Small Club – Third',
      startDatetime: '2027-04-03T18:00:00.000Z',
    });
    desired.seats.push({ ...desired.seats.at(-1)!, id: 'n2-a-5', column: 5, seatNumber: '5', x: 5.5 });
    await db.execute(
      sql`delete from event_seats where tenant_id = ${CLUB} and event_id = 'm02' and seat_id = 'n1-a-1'`,
    );
    const revision = await revisionOf(db);
    expect((await applyCatalogue(db, CLUB, desired)).stock.seatsAdded).toBe(0);
    const report = await applyCatalogue(db, CLUB, desired, { checkStock: true });
    expect(report.stock.seatsAdded).toBe(1);
    expect(report.wrote).toBe(true);
    expect(await revisionOf(db)).toBe(revision);
  });

  it('changes prices for new sales only: a sold ticket keeps the price it was sold at', async () => {
    const desired = smallCatalogue();
    desired.events.push({
      ...desired.events[1]!,
      id: 'm03',
      name: 'Small Club – Third',
      startDatetime: '2027-04-03T18:00:00.000Z',
    });
    desired.seats.push({ ...desired.seats.at(-1)!, id: 'n2-a-5', column: 5, seatNumber: '5', x: 5.5 });
    const order = await sell(db, {
      eventId: 'm01',
      seatId: 'n1-b-2',
      blockId: 'n1',
      categoryId: 'cat1',
      status: 'confirmed',
      priceCents: 3000,
    });
    for (const price of desired.eventPrices) if (price.eventId === 'm01') price.priceCents += 500;
    for (const price of desired.packPrices) price.priceCents = 5500;
    const plan = await planCatalogueChanges(db, CLUB, desired);
    expect(plan.refusals).toEqual([]);
    expect(plan.tables.eventPrices.changed).toHaveLength(6);
    const report = await applyCatalogue(db, CLUB, desired);
    expect(report.tables.eventPrices.changed).toBe(6);
    expect(report.tables.packPrices.changed).toBe(6);
    expect(
      await count(
        db,
        sql`select price_cents as n from seat_tickets where tenant_id = ${CLUB} and order_id = ${order}`,
      ),
    ).toBe(3000);
    expect(
      await count(
        db,
        sql`select price_cents as n from event_prices where tenant_id = ${CLUB} and event_id = 'm01'
        and category_id = 'cat1' and product_id = 'full-price'`,
      ),
    ).toBe(3500);
  });

  it('is atomic: a statement failing late leaves every earlier change unwritten', async () => {
    const current = await readCatalogueRows(db, CLUB);
    const revision = await revisionOf(db);
    const desired: CatalogueRows = structuredClone(current);
    desired.teams = desired.teams.map((t) => (t.id === 'rivals' ? { ...t, displayName: 'Renamed' } : t));
    desired.seats = desired.seats.filter((s) => s.id !== 'n2-a-5');
    // Promo codes are written last; a percent above 100 breaks their check constraint.
    desired.promoCodes = desired.promoCodes.map((p) => ({ ...p, discountValue: 500 }));
    await expect(applyCatalogue(db, CLUB, desired)).rejects.toMatchObject({
      cause: { constraint: 'promo_codes_discount_value' },
    });
    expect(await readCatalogueRows(db, CLUB)).toEqual(current);
    expect(await revisionOf(db)).toBe(revision);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from event_seats where tenant_id = ${CLUB} and seat_id = 'n2-a-5'`,
      ),
    ).toBe(3);
  });

  it('is atomic: a refusal writes nothing, not even the changes that were allowed', async () => {
    const current = await readCatalogueRows(db, CLUB);
    const revision = await revisionOf(db);
    const desired: CatalogueRows = structuredClone(current);
    desired.teams = desired.teams.map((t) => (t.id === 'rivals' ? { ...t, displayName: 'Renamed' } : t));
    // n1-b-2 was sold for m01 above.
    desired.seats = desired.seats.filter((s) => s.id !== 'n1-b-2');
    await expect(applyCatalogue(db, CLUB, desired)).rejects.toBeInstanceOf(CatalogueRefusedError);
    expect(await readCatalogueRows(db, CLUB)).toEqual(current);
    expect(await revisionOf(db)).toBe(revision);
  });

  it('refuses rows the database could not store before reading anything', async () => {
    const desired = smallCatalogue();
    desired.seats.push({ ...desired.seats[0]!, blockId: 'nowhere' });
    desired.promoCodes.push({ ...desired.promoCodes[0]!, id: 'summer-2', name: 'summer' });
    const unused = new Proxy({}, { get: () => expect.unreachable('the database was used') });
    const error = await applyCatalogue(unused as never, CLUB, desired).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueInvalidError);
    expect((error as CatalogueInvalidError).problems).toEqual([
      'seats n1-a-1 is listed twice',
      'promo code name "summer" is used twice',
      'seats n1-a-1: blockId "nowhere" is not in blocks',
    ]);
  });
});
