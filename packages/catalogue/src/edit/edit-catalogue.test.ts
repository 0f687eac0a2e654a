import { applyCatalogue, createDb, readCatalogueRows, type DbHandle } from '@stadio/db';
import { createTestDatabase, tenantFixture, type TestDatabase } from '@stadio/db/testing';
import { tenantSchema } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../compile/compile-catalogue';
import { filesOfRows } from '../export/files-of-rows';
import { smallClubFiles } from '../test-fixtures/small-club';
import { editCatalogue } from './edit-catalogue';
import { EditInvalidError, EditNotFoundError, parseEdit } from './edit-errors';
import { createMatchInputSchema, saleWindowsInputSchema } from './edit-inputs';
import { createMatch, editMatchPrices, setSaleStatus } from './match-edits';

const tenant = tenantSchema.parse(
  tenantFixture('quay', {
    demo: false,
    clientShortName: 'Quay City',
    locales: ['en', 'fr'],
    timeZone: 'Europe/London',
  }),
);
const club = {
  slug: 'quay',
  timeZone: 'Europe/London',
  locales: ['en', 'fr'] as const,
  clientShortName: 'Quay City',
};
const NOW = new Date('2026-01-05T10:00:00.000Z');
const options = { timeZone: club.timeZone, now: NOW };

let database: TestDatabase;
let handle: DbHandle;
const files = smallClubFiles();

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url);
  await handle.db.execute(sql`insert into tenants (id, display_name) values ('quay', 'Quay City')`);
  await applyCatalogue(handle.db, 'quay', compileCatalogue(tenant, files).rows, options);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** The club's files as `catalogue:export` would write them now. */
const exported = async () => filesOfRows(await readCatalogueRows(handle.db, 'quay'), tenant);

describe('back-office edits through the catalogue engine (ADR 0047)', () => {
  it('a new match lands in the exported season file, its sale closed, copied from the previous match', async () => {
    const input = parseEdit(createMatchInputSchema, {
      opponentTeamId: 'united',
      kickOff: '2026-05-02 15:00',
      arenaId: files.venue.id,
    });
    const applied = await editCatalogue(
      handle.db,
      'quay',
      (rows) => createMatch(rows, input, club, NOW),
      options,
    );
    expect(applied.result.targetId).toBe('2026-05-02-united');
    expect(applied.result.copiedFrom).toBe('q02');
    const season = (await exported()).season;
    const match = season.matches.find((m) => m.id === '2026-05-02-united');
    expect(match).toMatchObject({ opponent: 'united', kickOff: '2026-05-02 15:00', status: 'closed' });
  });

  it('a price and an opened sale are what the export writes, and the audit callback runs in the same transaction', async () => {
    const priceOf = async () =>
      (await readCatalogueRows(handle.db, 'quay')).eventPrices.find(
        (p) => p.eventId === 'q01' && p.productId === 'full' && String(p.categoryId).endsWith('front'),
      );
    const front = await priceOf();
    expect(front).toBeDefined();
    let recorded = false;
    await editCatalogue(
      handle.db,
      'quay',
      (rows) =>
        editMatchPrices(rows, {
          eventId: 'q01',
          prices: [{ categoryId: String(front!.categoryId), productId: 'full', priceCents: 4242 }],
        }),
      {
        ...options,
        record: async (tx) => {
          // The edit is visible inside its own transaction, before the commit.
          const { rows } = await tx.execute<{ price_cents: number }>(
            sql`select price_cents from event_prices where tenant_id = 'quay' and event_id = 'q01' and product_id = 'full' and category_id = ${front!.categoryId}`,
          );
          recorded = rows[0]?.price_cents === 4242;
        },
      },
    );
    expect(recorded).toBe(true);
    expect((await priceOf())?.priceCents).toBe(4242);
    expect(JSON.stringify((await exported()).season)).toContain('4242');

    await editCatalogue(
      handle.db,
      'quay',
      (rows) => setSaleStatus(rows, { eventId: '2026-05-02-united', status: 'opened' }),
      options,
    );
    const match = (await exported()).season.matches.find((m) => m.id === '2026-05-02-united');
    expect(match?.status).toBeUndefined();
  });

  it('a failing audit rolls the edit back; an unknown match or bad input changes nothing', async () => {
    const before = await readCatalogueRows(handle.db, 'quay');
    await expect(
      editCatalogue(handle.db, 'quay', (rows) => setSaleStatus(rows, { eventId: 'q02', status: 'closed' }), {
        ...options,
        record: async () => {
          throw new Error('audit failed');
        },
      }),
    ).rejects.toThrow('audit failed');
    await expect(
      editCatalogue(
        handle.db,
        'quay',
        (rows) => setSaleStatus(rows, { eventId: 'nope', status: 'closed' }),
        options,
      ),
    ).rejects.toBeInstanceOf(EditNotFoundError);
    expect(() =>
      parseEdit(saleWindowsInputSchema, {
        eventId: 'q02',
        windows: [{ saleChannelId: 'web', opening: '2026-03-01 10:00', closing: '2026-02-01 10:00' }],
      }),
    ).toThrow(EditInvalidError);
    expect(await readCatalogueRows(handle.db, 'quay')).toEqual(before);
  });
});
