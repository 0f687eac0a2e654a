import {
  arenas,
  blocks,
  campaignPackEvents,
  campaignPacks,
  categories,
  competitions,
  eventChannelConfigurations,
  eventPrices,
  events,
  eventSeats,
  openSeatingStock,
  packChannelConfigurations,
  packPrices,
  products,
  resaleListings,
  saleChannels,
  seats,
  stands,
  teams,
  type Database,
} from '@stadio/db';
import { and, eq, inArray } from 'drizzle-orm';

/*
 * A small venue whose every figure can be worked out by hand (the expected values in the tests
 * come from here). Ids are the same for every tenant, so a test can ask one tenant for the other's
 * rows and prove it gets its own, or nothing.
 *
 * Stand "North": block N1 (seated) rows A = 3 × Premium, B = 2 × Standard + 1 × Retired (inactive
 * category); block N2 (seated) 4 × Standard. Stand "South": block S1, 100 standing places (Standard).
 */

/** The instant the fixture's windows are placed around; tests pass it as the request clock. */
export const FIXTURE_NOW = new Date('2030-06-01T12:00:00.000Z');

const DAY = 24 * 60 * 60 * 1000;

/** `days` days after `now` (negative: before), as the ISO string the API returns. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString();
}

const N1_SEATS = [
  { id: 'n1-a1', row: 1, column: 1, rowName: 'A', seatNumber: '1', categoryId: 'premium' },
  { id: 'n1-a2', row: 1, column: 2, rowName: 'A', seatNumber: '2', categoryId: 'premium' },
  { id: 'n1-a3', row: 1, column: 3, rowName: 'A', seatNumber: '3', categoryId: 'premium' },
  { id: 'n1-b1', row: 2, column: 1, rowName: 'B', seatNumber: '1', categoryId: 'standard' },
  { id: 'n1-b2', row: 2, column: 2, rowName: 'B', seatNumber: '2', categoryId: 'standard' },
  { id: 'n1-b3', row: 2, column: 3, rowName: 'B', seatNumber: '3', categoryId: 'retired' },
];
const N2_SEATS = [1, 2, 3, 4].map((n) => ({
  id: `n2-a${n}`,
  row: 1,
  column: n,
  rowName: 'A',
  seatNumber: String(n),
  categoryId: 'standard',
}));

/** Events with seats: all seats start available, then the fixture sells or holds some. */
const STOCKED_EVENTS = ['match-open', 'match-later', 'match-sold-out'] as const;

/** Inserts the fixture catalogue for `tenantId` (whose `tenants` row must exist); names start with `label`. */
export async function seedCatalogueFixture(db: Database, tenantId: string, label: string, now = FIXTURE_NOW) {
  const t = { tenantId };
  const at = (days: number) => daysFrom(now, days);

  await db.insert(saleChannels).values([
    { ...t, id: 'web', name: 'Website' },
    { ...t, id: 'office', name: 'Ticket office' },
  ]);
  await db.insert(arenas).values({
    ...t,
    id: 'stadium',
    name: `${label} Stadium`,
    pitch: 'football',
    width: 1000,
    height: 800,
    websiteMaxTicketsInCart: 8,
  });
  await db.insert(categories).values([
    { ...t, id: 'premium', arenaId: 'stadium', name: 'Premium', colour: '#aa0000', sort: 1 },
    { ...t, id: 'standard', arenaId: 'stadium', name: 'Standard', colour: '#0000aa', sort: 2 },
    { ...t, id: 'retired', arenaId: 'stadium', name: 'Retired', colour: '#777777', sort: 3, isActive: false },
  ]);
  await db.insert(products).values([
    { ...t, id: 'full', name: 'Full price', sort: 1 },
    { ...t, id: 'child', name: 'Under 12', description: 'Free for small fans', sort: 2 },
    { ...t, id: 'resale', name: 'Resale', description: 'Resold by a fan', isResale: true, sort: 3 },
    { ...t, id: 'old-deal', name: 'Old deal', sort: 4, isActive: false },
  ]);
  await db.insert(stands).values([
    { ...t, id: 'north', arenaId: 'stadium', name: 'North', sort: 1 },
    { ...t, id: 'south', arenaId: 'stadium', name: 'South', sort: 2 },
  ]);
  const block = { ...t, arenaId: 'stadium', contour: 'M0 0 H10 V10 Z', labelX: 5, labelY: 5 };
  await db.insert(blocks).values([
    { ...block, id: 'N1', standId: 'north', name: 'N1', categoryId: 'premium', capacity: 6, sort: 1 },
    { ...block, id: 'N2', standId: 'north', name: 'N2', categoryId: 'standard', capacity: 4, sort: 2 },
    {
      ...block,
      id: 'S1',
      standId: 'south',
      name: 'S1',
      categoryId: 'standard',
      capacity: 100,
      isOpenSeating: true,
      isAwaySection: true,
      sort: 3,
    },
  ]);
  await db.insert(seats).values([
    ...N1_SEATS.map((seat) => ({ ...t, ...seat, blockId: 'N1', x: seat.column * 10, y: seat.row * 10 })),
    ...N2_SEATS.map((seat) => ({
      ...t,
      ...seat,
      blockId: 'N2',
      x: seat.column * 10,
      y: 10,
      isAccessible: seat.column === 4,
    })),
  ]);
  await db.insert(teams).values([
    { ...t, id: 'home', displayName: label },
    { ...t, id: 'rivals', displayName: 'Rivals', logoUrl: '/crests/rivals.svg' },
  ]);
  await db.insert(competitions).values({ ...t, id: 'league', name: 'League' });

  const event = {
    ...t,
    arenaId: 'stadium',
    homeTeamId: 'home',
    opponentId: 'rivals',
    competitionId: 'league',
  };
  await db.insert(events).values([
    {
      ...event,
      id: 'match-open',
      name: `${label} v Rivals`,
      startDatetime: at(10),
      ticketDownloadDaysBefore: 2,
    },
    { ...event, id: 'match-later', name: `${label} v Later`, startDatetime: at(40) },
    { ...event, id: 'match-sold-out', name: `${label} v Derby`, startDatetime: at(5) },
    { ...event, id: 'match-early', name: `${label} v Early`, startDatetime: at(9) },
    { ...event, id: 'match-past', name: `${label} v Past`, startDatetime: at(-1) },
    { ...event, id: 'match-archived', name: `${label} v Archive`, startDatetime: at(3), isArchived: true },
    { ...event, id: 'match-stopped', name: `${label} v Stopped`, startDatetime: at(7), saleStatus: 'closed' },
    // Exists for this tenant only: the other tenant must not see it.
    {
      ...t,
      id: `${tenantId}-friendly`,
      arenaId: 'stadium',
      name: `${label} friendly`,
      startDatetime: at(60),
    },
  ]);
  const window = (eventId: string, opens: number, closes: number, earlyBird?: number) => ({
    ...t,
    eventId,
    saleChannelId: 'web',
    openingDatetime: at(opens),
    closingDatetime: at(closes),
    earlyBirdOpeningDatetime: earlyBird === undefined ? null : at(earlyBird),
  });
  await db.insert(eventChannelConfigurations).values([
    { ...window('match-open', -5, 9, -7), maxIndividualSeatTicketsInCart: 6 },
    window('match-later', 20, 39),
    // The ticket office already sells, but the web window decides the public status.
    { ...window('match-later', -1, 39), saleChannelId: 'office' },
    window('match-sold-out', -5, 4),
    window('match-early', 1, 8, -1),
    window('match-past', -30, -1),
    window('match-archived', -5, 2),
    window('match-stopped', -5, 6),
  ]);
  const price = (eventId: string, categoryId: string, productId: string, priceCents: number) => ({
    ...t,
    eventId,
    categoryId,
    productId,
    priceCents,
  });
  await db
    .insert(eventPrices)
    .values([
      price('match-open', 'premium', 'full', 5000),
      price('match-open', 'premium', 'child', 2500),
      price('match-open', 'premium', 'old-deal', 100),
      price('match-open', 'standard', 'full', 3000),
      price('match-open', 'standard', 'child', 0),
      price('match-open', 'retired', 'full', 1000),
      price('match-later', 'premium', 'full', 6000),
      price('match-later', 'standard', 'full', 3500),
      price('match-sold-out', 'premium', 'full', 4000),
      price('match-sold-out', 'standard', 'full', 2000),
      price('match-early', 'standard', 'full', 2800),
    ]);

  const allSeats = [
    ...N1_SEATS.map((s) => ({ ...s, blockId: 'N1' })),
    ...N2_SEATS.map((s) => ({ ...s, blockId: 'N2' })),
  ];
  await db
    .insert(eventSeats)
    .values(
      STOCKED_EVENTS.flatMap((eventId) =>
        allSeats.map((s) => ({ ...t, eventId, seatId: s.id, blockId: s.blockId })),
      ),
    );
  await setSeatStatus(db, tenantId, 'match-open', ['n1-a1', 'n2-a1', 'n2-a2', 'n2-a3'], 'confirmed');
  await setSeatStatus(db, tenantId, 'match-open', ['n1-b1'], 'onhold');
  await setSeatStatus(
    db,
    tenantId,
    'match-sold-out',
    allSeats.map((s) => s.id),
    'confirmed',
  );
  await db.insert(openSeatingStock).values([
    { ...t, eventId: 'match-open', blockId: 'S1', capacity: 100, taken: 40 },
    { ...t, eventId: 'match-later', blockId: 'S1', capacity: 100, taken: 0 },
    { ...t, eventId: 'match-sold-out', blockId: 'S1', capacity: 100, taken: 100 },
  ]);
  // Listings made outside the shop (no seller); their face value only caps a buyer's own listing.
  const listing = { ...t, eventId: 'match-open', productId: 'resale', faceValueCents: 4500 };
  await db.insert(resaleListings).values([
    { ...listing, id: 'l1', seatId: 'n1-a1', blockId: 'N1', priceCents: 4500 },
    { ...listing, id: 'l2', seatId: 'n2-a1', blockId: 'N2', priceCents: 3500 },
    { ...listing, id: 'l3', seatId: 'n2-a2', blockId: 'N2', priceCents: 3200 },
    { ...listing, id: 'l4', seatId: 'n2-a3', blockId: 'N2', priceCents: 9999, status: 'sold' },
    { ...listing, id: 'l5', seatId: 'n2-a3', blockId: 'N2', priceCents: 100, productId: 'old-deal' },
  ]);

  await db.insert(campaignPacks).values([
    { ...t, id: 'duo', name: `${label} duo`, type: 'pack', arenaId: 'stadium', sort: 1 },
    { ...t, id: 'season', name: `${label} season`, type: 'season', arenaId: 'stadium', sort: 2 },
  ]);
  await db.insert(campaignPackEvents).values([
    { ...t, packId: 'duo', eventId: 'match-open' },
    { ...t, packId: 'duo', eventId: 'match-later' },
    { ...t, packId: 'season', eventId: 'match-open' },
    { ...t, packId: 'season', eventId: 'match-sold-out' },
  ]);
  await db.insert(packChannelConfigurations).values([
    { ...t, packId: 'duo', saleChannelId: 'web', openingDatetime: at(-1), closingDatetime: at(9) },
    { ...t, packId: 'season', saleChannelId: 'web', openingDatetime: at(-1), closingDatetime: at(4) },
  ]);
  const packPrice = (packId: string, categoryId: string, productId: string, priceCents: number) => ({
    ...t,
    packId,
    categoryId,
    productId,
    priceCents,
  });
  await db
    .insert(packPrices)
    .values([
      packPrice('duo', 'premium', 'full', 10000),
      packPrice('duo', 'standard', 'full', 6000),
      packPrice('duo', 'standard', 'child', 3000),
      packPrice('duo', 'retired', 'full', 500),
      packPrice('season', 'premium', 'full', 9000),
      packPrice('season', 'standard', 'full', 5000),
    ]);
}

/** Sells (or holds) seats of an event, as the seating module will. */
export async function setSeatStatus(
  db: Database,
  tenantId: string,
  eventId: string,
  seatIds: string[],
  status: 'available' | 'onhold' | 'confirmed',
) {
  await db
    .update(eventSeats)
    .set({ status, orderId: status === 'available' ? null : `order-${eventId}` })
    .where(
      and(
        eq(eventSeats.tenantId, tenantId),
        eq(eventSeats.eventId, eventId),
        inArray(eventSeats.seatId, seatIds),
      ),
    );
}
