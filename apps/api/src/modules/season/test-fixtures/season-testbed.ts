import {
  applyCatalogue,
  createDb,
  tenants,
  type CatalogueRows,
  type DbHandle,
  type StaffRole,
} from '@stadio/db';
import { createTestDatabase, tenantFixture, type TestDatabase } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { tenantSchema, type Tenant } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import { createGraphQLHandler } from '../../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../../test-support/call-graphql';
import type { CreatedStaff } from '../../staff/create-staff';
import { staffPerRole } from '../../staff/test-fixtures/staff-per-role';

export type SeasonClub = 'riviera' | 'north-end';

/** The clock of the season tests: a month before the matches, inside their sale windows. */
export const SEASON_NOW = new Date('2027-02-01T12:00:00.000Z');

/**
 * A small club catalogue as its files would compile to (ADR 0042): one ground (block N1 of six
 * seats in Cat 1, block N2 of four in Cat 2, a standing Kop of 50), two matches on sale on the
 * web, a pack of both. Kick-offs are 20:45 in Paris.
 */
export function seasonCatalogue(club: SeasonClub): CatalogueRows {
  const arena = `${club}-ground`;
  const seat = (blockId: string, categoryId: string, row: number, rowName: string, column: number) => ({
    id: `${club}-${blockId}-${rowName.toLowerCase()}-${column}`,
    blockId: `${club}-${blockId}`,
    categoryId,
    row,
    column,
    rowName,
    seatNumber: String(column),
    x: column,
    y: row,
  });
  const cat = (key: string) => `${arena}-${key}`;
  const matches = [
    { id: 'm01', opponent: 'rivals', start: '2027-03-06T19:45:00.000Z' },
    { id: 'm02', opponent: 'others', start: '2027-03-20T19:45:00.000Z' },
  ];
  const products = ['full-price', 'reduced'];
  const categories = ['cat1', 'cat2', 'standing'];
  return {
    arenas: [{ id: arena, name: 'The Ground', imageUrl: null, pitch: 'football', width: 100, height: 80 }],
    stands: [{ id: `${arena}-n`, arenaId: arena, name: 'North Stand', sort: 0 }],
    categories: categories.map((key, sort) => ({
      id: cat(key),
      arenaId: arena,
      name: key,
      colour: '#2563EB',
      sort,
    })),
    blocks: [
      {
        id: `${club}-n1`,
        arenaId: arena,
        standId: `${arena}-n`,
        name: 'N1',
        categoryId: cat('cat1'),
        contour: 'M 0 0 L 10 0 L 10 5 Z',
        labelX: 5,
        labelY: 2,
        capacity: 6,
      },
      {
        id: `${club}-n2`,
        arenaId: arena,
        standId: `${arena}-n`,
        name: 'N2',
        categoryId: cat('cat2'),
        contour: 'M 12 0 L 20 0 L 20 5 Z',
        labelX: 16,
        labelY: 2,
        capacity: 4,
        sort: 1,
      },
      {
        id: `${club}-kop`,
        arenaId: arena,
        standId: `${arena}-n`,
        name: 'Kop',
        categoryId: cat('standing'),
        contour: 'M 0 70 L 20 70 L 20 80 Z',
        labelX: 10,
        labelY: 75,
        isOpenSeating: true,
        capacity: 50,
        sort: 2,
      },
    ],
    seats: [
      ...[1, 2, 3].map((c) => seat('n1', cat('cat1'), 1, 'A', c)),
      ...[1, 2, 3].map((c) => seat('n1', cat('cat1'), 2, 'B', c)),
      ...[1, 2, 3, 4].map((c) => seat('n2', cat('cat2'), 1, 'A', c)),
    ],
    saleChannels: [{ id: 'web', name: 'Web shop' }],
    products: products.map((id, sort) => ({ id, name: id === 'reduced' ? 'Reduced' : 'Full price', sort })),
    teams: [
      { id: club, displayName: club === 'riviera' ? 'Riviera' : 'North End' },
      { id: 'rivals', displayName: 'Rivals', displayNameTranslations: { fr: 'Rivaux' } },
      { id: 'others', displayName: 'Others' },
    ],
    competitions: [
      { id: 'league', name: 'League' },
      { id: 'cup', name: 'Cup' },
    ],
    events: matches.map((m) => ({
      id: m.id,
      name: `Club – ${m.opponent}`,
      startDatetime: m.start,
      arenaId: arena,
      homeTeamId: club,
      opponentId: m.opponent,
      competitionId: 'league',
    })),
    eventChannelConfigurations: matches.map((m) => ({
      eventId: m.id,
      saleChannelId: 'web',
      openingDatetime: '2027-01-10T09:00:00.000Z',
      closingDatetime: m.start,
      maxIndividualSeatTicketsInCart: 6,
    })),
    eventPrices: matches.flatMap((m) =>
      categories.flatMap((key, c) =>
        products.map((productId, p) => ({
          eventId: m.id,
          categoryId: cat(key),
          productId,
          priceCents: 3000 - c * 500 - p * 1000,
        })),
      ),
    ),
    campaignPacks: [{ id: 'pack-1', name: 'Both matches', type: 'pack', arenaId: arena }],
    campaignPackEvents: matches.map((m) => ({ packId: 'pack-1', eventId: m.id })),
    packChannelConfigurations: [
      {
        packId: 'pack-1',
        saleChannelId: 'web',
        openingDatetime: '2027-01-10T09:00:00.000Z',
        closingDatetime: '2027-03-06T19:45:00.000Z',
      },
    ],
    packPrices: categories.map((key) => ({
      packId: 'pack-1',
      categoryId: cat(key),
      productId: 'full-price',
      priceCents: 5000,
    })),
    parkingProducts: [],
    promoCodes: [],
  };
}

export interface SeasonTestbed {
  handle: DbHandle;
  staff: Map<StaffRole, CreatedStaff>;
  northEndAdmin: CreatedStaff;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    club?: SeasonClub,
  ): Promise<GraphQLAnswer<T>>;
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** A confirmed (or held) ticket of `seatId` of `eventId`, written as the shop's hold and payment leave it. */
  sell(
    eventId: string,
    seatId: string,
    status: 'confirmed' | 'onhold',
    priceCents: number,
    club?: SeasonClub,
  ): Promise<string>;
  close(): Promise<void>;
}

export const seasonTenant = (club: SeasonClub): Tenant =>
  tenantSchema.parse(
    tenantFixture(club, { timeZone: 'Europe/Paris', locales: club === 'riviera' ? ['en', 'fr'] : ['en'] }),
  );

export async function startSeasonTestbed(): Promise<SeasonTestbed> {
  const database: TestDatabase = await createTestDatabase();
  const handle = createDb(database.url, { max: 6 });
  await handle.db.insert(tenants).values([
    { id: 'riviera', displayName: 'Riviera' },
    { id: 'north-end', displayName: 'North End' },
  ]);
  for (const club of ['riviera', 'north-end'] as const)
    await applyCatalogue(handle.db, club, seasonCatalogue(club));
  const staff = await staffPerRole(handle.db, {
    clubSlug: 'riviera',
    emailDomain: 'riviera.test',
    now: SEASON_NOW,
  });
  const northEnd = await staffPerRole(handle.db, {
    clubSlug: 'north-end',
    emailDomain: 'north-end.test',
    now: SEASON_NOW,
  });
  const logger = createLogger('season-test', { level: 'silent' });
  const yoga = createGraphQLHandler(logger);
  return {
    handle,
    staff,
    northEndAdmin: northEnd.get('admin')!,
    gql: (query, variables = {}, club = 'riviera') =>
      callGraphQL(
        yoga,
        {
          tenant: seasonTenant(club),
          db: handle.db,
          logger,
          requestId: 'test',
          now: () => SEASON_NOW,
          locale: 'en',
        },
        query,
        variables,
      ),
    rows: async <T>(text: string, values: unknown[] = []) =>
      (await handle.pool.query(text, values)).rows as T[],
    sell: async (eventId, seatId, status, priceCents, club = 'riviera') => {
      const order = `ord_${Math.random().toString(36).slice(2, 10)}`;
      const at = SEASON_NOW.toISOString();
      const expires = new Date(SEASON_NOW.getTime() + 3_600_000).toISOString();
      await handle.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into customers (tenant_id, email, preferred_locale) values (${club}, ${`${order}@example.com`}, 'en') returning id`);
        await tx.execute(sql`
          insert into orders (tenant_id, id, customer_id, status, expires_at, confirmed_at, created_at, updated_at)
          values (${club}, ${order}, ${rows[0]!.id}::uuid, ${status},
            ${status === 'onhold' ? expires : null}::timestamptz, ${status === 'confirmed' ? at : null}::timestamptz,
            ${at}::timestamptz, ${at}::timestamptz)`);
        await tx.execute(sql`
          insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
          values (${club}, ${`${order}-g`}, ${order}, 'event', ${eventId}, ${at}::timestamptz)`);
        await tx.execute(sql`
          update event_seats set status = ${status}, order_id = ${order},
            held_until = ${status === 'onhold' ? expires : null}::timestamptz
          where tenant_id = ${club} and event_id = ${eventId} and seat_id = ${seatId}`);
        const [{ block_id: blockId, category_id: categoryId }] = (
          await tx.execute<{ block_id: string; category_id: string }>(
            sql`select block_id, category_id from seats where tenant_id = ${club} and id = ${seatId}`,
          )
        ).rows as [{ block_id: string; category_id: string }];
        await tx.execute(sql`
          insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, seat_id, block_id, category_id,
            product_id, price_cents, status, created_at)
          values (${club}, ${`${order}-t`}, ${order}, ${`${order}-g`}, ${eventId}, ${seatId}, ${blockId}, ${categoryId},
            'full-price', ${priceCents}, ${status}, ${at}::timestamptz)`);
      });
      return order;
    },
    close: async () => {
      await yoga.dispose();
      await handle.close();
      await database.drop();
    },
  };
}
