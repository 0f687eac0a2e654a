import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import type { CatalogueRows } from '../catalogue-rows';

export const CLUB = 'small-club';
export const ARENA = 'ground';

const seat = (blockId: string, categoryId: string, row: number, rowName: string, column: number) => ({
  id: `${blockId}-${rowName.toLowerCase()}-${column}`,
  blockId,
  categoryId,
  row,
  column,
  rowName,
  seatNumber: String(column),
  x: column * 1.1,
  y: row * 0.9,
});

/**
 * A small club's catalogue as the files would compile to it: one ground with two seated blocks
 * (N1: rows A and B of 3 seats, Cat 1; N2: row A of 4 seats, Cat 2) and a standing Kop of 100,
 * two matches, one pack of both, a car park for m01 and a promo code. Optional columns are left
 * out where the files would leave them out, so their defaults are part of what is compared.
 * A fresh copy each call: tests change it.
 */
export function smallCatalogue(): CatalogueRows {
  const matches = [
    { id: 'm01', name: 'Small Club – Rivals', start: '2027-03-06T19:45:00.000Z' },
    { id: 'm02', name: 'Small Club – Others', start: '2027-03-20T19:45:00.000Z' },
  ];
  const categories = ['cat1', 'cat2', 'standing'];
  const products = ['full-price', 'reduced'];
  return {
    arenas: [{ id: ARENA, name: 'The Ground', imageUrl: null, pitch: 'football', width: 120.5, height: 80 }],
    stands: [
      { id: 'ground-n', arenaId: ARENA, name: 'North Stand', sort: 0 },
      {
        id: 'ground-s',
        arenaId: ARENA,
        name: 'South Stand',
        nameTranslations: { fr: 'Tribune Sud' },
        sort: 1,
      },
    ],
    categories: [
      { id: 'cat1', arenaId: ARENA, name: 'Cat 1', colour: '#7C3AED', sort: 0 },
      { id: 'cat2', arenaId: ARENA, name: 'Cat 2', colour: '#2563EB', sort: 1 },
      { id: 'standing', arenaId: ARENA, name: 'Standing', colour: '#EA580C', sort: 2 },
    ],
    blocks: [
      {
        id: 'n1',
        arenaId: ARENA,
        standId: 'ground-n',
        name: 'N1',
        categoryId: 'cat1',
        contour: 'M 0 0 L 10 0 L 10 5 L 0 5 Z',
        labelX: 5,
        labelY: 2.5,
        capacity: 6,
      },
      {
        id: 'n2',
        arenaId: ARENA,
        standId: 'ground-n',
        name: 'N2',
        categoryId: 'cat2',
        contour: 'M 12 0 L 20 0 L 20 5 L 12 5 Z',
        labelX: 16,
        labelY: 2.5,
        capacity: 4,
        sort: 1,
      },
      {
        id: 'kop',
        arenaId: ARENA,
        standId: 'ground-s',
        name: 'Kop',
        categoryId: 'standing',
        contour: 'M 0 70 L 20 70 L 20 80 L 0 80 Z',
        labelX: 10,
        labelY: 75.3,
        isOpenSeating: true,
        capacity: 100,
        sort: 2,
      },
    ],
    seats: [
      ...[1, 2, 3].map((c) => seat('n1', 'cat1', 1, 'A', c)),
      ...[1, 2, 3].map((c) => seat('n1', 'cat1', 2, 'B', c)),
      ...[1, 2, 3, 4].map((c) => seat('n2', 'cat2', 1, 'A', c)),
    ],
    saleChannels: [{ id: 'web', name: 'Web shop' }],
    products: products.map((id, sort) => ({ id, name: id === 'reduced' ? 'Reduced' : 'Full price', sort })),
    teams: [
      { id: CLUB, displayName: 'Small Club' },
      { id: 'rivals', displayName: 'Rivals', displayNameTranslations: { fr: 'Rivaux' } },
      { id: 'others', displayName: 'Others' },
    ],
    competitions: [{ id: 'league', name: 'League', description: 'The league' }],
    events: matches.map((m, i) => ({
      id: m.id,
      name: m.name,
      description: 'League · round 1',
      startDatetime: m.start,
      arenaId: ARENA,
      homeTeamId: CLUB,
      opponentId: i === 0 ? 'rivals' : 'others',
      competitionId: 'league',
    })),
    eventChannelConfigurations: matches.map((m) => ({
      eventId: m.id,
      saleChannelId: 'web',
      openingDatetime: '2027-01-10T09:00:00.000Z',
      closingDatetime: m.start,
    })),
    eventPrices: matches.flatMap((m) =>
      categories.flatMap((categoryId, c) =>
        products.map((productId, p) => ({
          eventId: m.id,
          categoryId,
          productId,
          priceCents: 3000 - c * 500 - p * 1000,
        })),
      ),
    ),
    campaignPacks: [{ id: 'pack-1', name: 'Both matches', type: 'pack', arenaId: ARENA }],
    campaignPackEvents: matches.map((m) => ({ packId: 'pack-1', eventId: m.id })),
    packChannelConfigurations: [
      {
        packId: 'pack-1',
        saleChannelId: 'web',
        openingDatetime: '2027-01-10T09:00:00.000Z',
        closingDatetime: '2027-03-06T19:45:00.000Z',
        maxCampaignPacksInCart: 4,
      },
    ],
    packPrices: categories.flatMap((categoryId) =>
      products.map((productId) => ({ packId: 'pack-1', categoryId, productId, priceCents: 5000 })),
    ),
    parkingProducts: [{ id: 'p1', eventId: 'm01', name: 'Car park P1', priceCents: 800, capacity: 10 }],
    promoCodes: [
      {
        id: 'summer',
        name: 'SUMMER',
        label: '-10 %',
        discountType: 'percent',
        discountValue: 10,
        scope: 'order',
        validUntil: new Date('2027-09-01T00:00:00.000Z'),
        eventIds: ['m01'],
      },
    ],
  };
}

/** The club's `tenants` row, which every catalogue row references. */
export async function createClub(db: Database, tenantId = CLUB): Promise<void> {
  await db.execute(sql`insert into tenants (id, display_name) values (${tenantId}, 'Small Club')`);
}

/** The club's catalogue revision (0 before any catalogue write). */
export async function revisionOf(db: Database, tenantId = CLUB): Promise<number> {
  const { rows } = await db.execute<{ revision: string | null }>(
    sql`select (select revision from catalogue_revisions where tenant_id = ${tenantId}) as revision`,
  );
  return Number(rows[0]?.revision ?? 0);
}

interface Sale {
  eventId: string;
  /** A seat, or a standing block when `places` is given. */
  seatId?: string;
  blockId: string;
  categoryId: string;
  places?: number;
  /** `onhold`: a basket still held; `confirmed`: paid. */
  status: 'onhold' | 'confirmed';
  priceCents?: number;
  /** Hold expiry (default an hour from now). */
  expiresAt?: Date;
}

/**
 * A sale as the shop makes it: a customer, an order, a ticket group and one ticket, holding its
 * seat (`event_seats` row on hold or confirmed, with the order) or its standing places (the
 * counter). Written directly, as the API's hold statement would leave them. Returns the order id.
 */
export async function sell(db: Database, sale: Sale, tenantId = CLUB): Promise<string> {
  const order = `ord_${Math.random().toString(36).slice(2, 10)}`;
  const expiresAt = sale.expiresAt ?? new Date(Date.now() + 3_600_000);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into customers (tenant_id, email, preferred_locale)
      values (${tenantId}, ${`${order}@example.com`}, 'en') returning id`);
    const customer = rows[0]?.id;
    await tx.execute(sql`
      insert into orders (tenant_id, id, customer_id, status, expires_at, confirmed_at, created_at, updated_at)
      values (${tenantId}, ${order}, ${customer}::uuid, ${sale.status},
        ${sale.status === 'onhold' ? expiresAt.toISOString() : null}::timestamptz,
        ${sale.status === 'confirmed' ? now : null}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)`);
    await tx.execute(sql`
      insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
      values (${tenantId}, ${`${order}-g`}, ${order}, 'event', ${sale.eventId}, ${now}::timestamptz)`);
    if (sale.seatId)
      await tx.execute(sql`
        update event_seats set status = ${sale.status}, order_id = ${order},
          held_until = ${sale.status === 'onhold' ? expiresAt.toISOString() : null}::timestamptz
        where tenant_id = ${tenantId} and event_id = ${sale.eventId} and seat_id = ${sale.seatId} and status = 'available'`);
    else
      await tx.execute(sql`
        update open_seating_stock set taken = taken + ${sale.places ?? 1}
        where tenant_id = ${tenantId} and event_id = ${sale.eventId} and block_id = ${sale.blockId}`);
    await tx.execute(sql`
      insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, seat_id, block_id, category_id,
        product_id, price_cents, status, created_at)
      values (${tenantId}, ${`${order}-t`}, ${order}, ${`${order}-g`}, ${sale.eventId}, ${sale.seatId ?? null},
        ${sale.blockId}, ${sale.categoryId}, 'full-price', ${sale.priceCents ?? 3000}, ${sale.status}, ${now}::timestamptz)`);
  });
  return order;
}
