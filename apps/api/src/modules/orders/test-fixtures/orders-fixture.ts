import {
  blocks,
  campaignPackEvents,
  campaignPacks,
  customers,
  eventChannelConfigurations,
  eventPrices,
  events,
  eventSeats,
  packChannelConfigurations,
  packPrices,
  parkingProducts,
  seats,
  type Database,
} from '@stadio/db';
import { daysFrom, FIXTURE_NOW } from '../../catalogue/test-fixtures/catalogue-fixture';

/*
 * What the order tests add to the catalogue fixture (catalogue-fixture.ts) of a club:
 * - car parks of match-open: "open-p1" (12 €, 300 places) and "open-vip" (25 €, 2 places);
 * - stock for match-early (early-bird window now): every seat of N2 available;
 * - race blocks R1 and R2 in stand North, 5 rows × 10 seats each (Standard), stocked for
 *   match-open, match-later and a third match "match-third" (on sale), with R2's row E sold in
 *   match-third only, so a pack seat there is free in two events of three;
 * - pack "trio" of those three matches, on sale, Standard × full at 90.01 € (split 30.01 + 30 + 30).
 */

export const RACE_ROWS = ['A', 'B', 'C', 'D', 'E'] as const;
export const RACE_COLUMNS = 10;

/** Seat id of a race block: `r1-c7` is block R1, row C, seat 7. */
export const raceSeat = (block: 'R1' | 'R2', row: string, column: number) =>
  `${block.toLowerCase()}-${row.toLowerCase()}${column}`;

export async function seedOrdersFixture(db: Database, tenantId: string, now = FIXTURE_NOW): Promise<void> {
  const t = { tenantId };
  const at = (days: number) => daysFrom(now, days);
  await db.insert(parkingProducts).values([
    {
      ...t,
      id: 'open-p1',
      eventId: 'match-open',
      name: 'Parking P1 — Nord',
      priceCents: 1200,
      capacity: 300,
      sort: 1,
    },
    {
      ...t,
      id: 'open-vip',
      eventId: 'match-open',
      name: 'Parking VIP',
      priceCents: 2500,
      capacity: 2,
      sort: 2,
    },
    {
      ...t,
      id: 'later-p1',
      eventId: 'match-later',
      name: 'Parking P1 — Nord',
      priceCents: 1200,
      capacity: 300,
    },
  ]);
  await db
    .insert(eventSeats)
    .values([1, 2, 3, 4].map((n) => ({ ...t, eventId: 'match-early', seatId: `n2-a${n}`, blockId: 'N2' })));

  await db.insert(events).values({
    ...t,
    id: 'match-third',
    name: 'Third match',
    startDatetime: at(50),
    arenaId: 'stadium',
    homeTeamId: 'home',
    opponentId: 'rivals',
  });
  await db.insert(eventChannelConfigurations).values({
    ...t,
    eventId: 'match-third',
    saleChannelId: 'web',
    openingDatetime: at(-2),
    closingDatetime: at(49),
  });
  await db.insert(eventPrices).values({
    ...t,
    eventId: 'match-third',
    categoryId: 'standard',
    productId: 'full',
    priceCents: 3000,
  });
  const block = {
    ...t,
    arenaId: 'stadium',
    standId: 'north',
    categoryId: 'standard',
    contour: 'M0 0 Z',
    labelX: 0,
    labelY: 0,
  };
  await db.insert(blocks).values([
    { ...block, id: 'R1', name: 'R1', capacity: 50, sort: 10 },
    { ...block, id: 'R2', name: 'R2', capacity: 50, sort: 11 },
  ]);
  const raceSeats = (['R1', 'R2'] as const).flatMap((blockId) =>
    RACE_ROWS.flatMap((rowName, rowIndex) =>
      Array.from({ length: RACE_COLUMNS }, (_, c) => ({
        ...t,
        id: raceSeat(blockId, rowName, c + 1),
        blockId,
        categoryId: 'standard',
        row: rowIndex + 1,
        column: c + 1,
        rowName,
        seatNumber: String(c + 1),
        x: c,
        y: rowIndex,
      })),
    ),
  );
  await db.insert(seats).values(raceSeats);
  await db.insert(eventSeats).values(
    ['match-open', 'match-later', 'match-third'].flatMap((eventId) =>
      raceSeats.map((seat) => ({
        ...t,
        eventId,
        seatId: seat.id,
        blockId: seat.blockId,
        ...(eventId === 'match-third' && seat.blockId === 'R2' && seat.rowName === 'E'
          ? { status: 'confirmed' as const, orderId: 'demo-sold' }
          : {}),
      })),
    ),
  );

  await db
    .insert(campaignPacks)
    .values({ ...t, id: 'trio', name: 'Trio', type: 'pack', arenaId: 'stadium', sort: 3 });
  await db
    .insert(campaignPackEvents)
    .values(
      ['match-open', 'match-later', 'match-third'].map((eventId) => ({ ...t, packId: 'trio', eventId })),
    );
  await db.insert(packChannelConfigurations).values({
    ...t,
    packId: 'trio',
    saleChannelId: 'web',
    openingDatetime: at(-1),
    closingDatetime: at(9),
  });
  await db
    .insert(packPrices)
    .values({ ...t, packId: 'trio', categoryId: 'standard', productId: 'full', priceCents: 9001 });
}

let customerCount = 0;

/** Inserts a customer of club `tenantId` and returns its id. */
export async function insertCustomer(
  db: Database,
  tenantId: string,
  options: { isEarlyBird?: boolean } = {},
): Promise<string> {
  customerCount += 1;
  const [row] = await db
    .insert(customers)
    .values({
      tenantId,
      email: `fan-${customerCount}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      firstName: 'Anna',
      lastName: 'Dupont',
      preferredLocale: 'fr',
      isEarlyBird: options.isEarlyBird ?? false,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not inserted');
  return row.id;
}

/** Inserts `count` customers of a club in one statement. */
export async function insertCustomers(db: Database, tenantId: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        email: `buyer-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        preferredLocale: 'fr',
      })),
    )
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}
