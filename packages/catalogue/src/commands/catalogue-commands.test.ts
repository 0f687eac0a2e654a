import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueRevisions,
  createDb,
  type DbHandle,
  eventPrices,
  planCatalogueChanges,
  readCatalogueRows,
  seed,
} from '@stadio/db';
import {
  createTenantFixtures,
  createTestDatabase,
  type TestDatabase,
  tenantFixture,
} from '@stadio/db/testing';
import type { Tenant } from '@stadio/tenants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogue, readCatalogueFiles } from '../compile/compile-catalogue';
import { filesOfRows } from '../export/files-of-rows';
import { catalogueJson, cataloguePaths } from '../format';
import { smallClubFiles } from '../test-fixtures/small-club';
import { catalogueApply, catalogueExport, cataloguePlan, type OpenDatabase } from './catalogue-apply';
import type { CommandIo } from './club-of';

let database: TestDatabase;
let handle: DbHandle;
let tenants: ReturnType<typeof createTenantFixtures>;
const open: OpenDatabase = async () => ({ db: handle.db, close: async () => {} });

/** A command's output, as the terminal would show it. */
function capture(): CommandIo & { text(): string } {
  const lines: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => lines.push(l), text: () => lines.join('\n') };
}

const revision = async (tenant: string) =>
  (await handle.db.select().from(catalogueRevisions).where(eq(catalogueRevisions.tenantId, tenant)))[0]
    ?.revision ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url);
  tenants = createTenantFixtures([
    tenantFixture('quay', {
      demo: false,
      clientShortName: 'Quay City',
      locales: ['en', 'fr'],
      timeZone: 'Europe/London',
    }),
    tenantFixture('demo-club', { demo: true }),
  ]);
  const paths = cataloguePaths(tenants.dir, 'quay');
  mkdirSync(paths.dir, { recursive: true });
  const files = smallClubFiles();
  writeFileSync(paths.venue, catalogueJson(files.venue));
  writeFileSync(paths.season, catalogueJson(files.season));
  writeFileSync(paths.promoCodes, catalogueJson(files.promoCodes));
  await seed(handle.db, { registry: tenants.registry });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
  tenants?.cleanup();
});

describe('catalogue:plan and catalogue:apply', () => {
  it('gives the seed no business with a club that is not demo', async () => {
    const rows = await readCatalogueRows(handle.db, 'quay');
    expect(rows.events).toEqual([]);
    expect(rows.promoCodes).toEqual([]);
    expect((await readCatalogueRows(handle.db, 'demo-club')).events.length).toBeGreaterThan(0);
  });

  it('plans the whole catalogue of a new club, then applies it in one go', async () => {
    const plan = capture();
    expect(await cataloguePlan(['quay'], tenants.dir, open, plan)).toBe(0);
    expect(plan.text()).toContain('Matches: +2 matches');
    expect(plan.text()).toContain('Seats: +28 seats');
    expect(plan.text()).toContain('Apply it with npm run catalogue:apply -- quay');

    const apply = capture();
    expect(await catalogueApply(['quay'], tenants.dir, open, apply)).toBe(0);
    expect(apply.text()).toContain('Applied to quay.');
    const rows = await readCatalogueRows(handle.db, 'quay');
    expect(rows.events.map((e) => e.id)).toEqual(['q01', 'q02']);
    const { rows: desired } = compileCatalogue(
      tenants.registry.bySlug.get('quay') as Tenant,
      smallClubFiles(),
    );
    expect(rows.seats).toHaveLength(desired.seats.length);
    const stock = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_seats where tenant_id = 'quay' and status = 'available'`,
    );
    // Every seat of the hall, at each of the two matches.
    expect(stock.rows[0]?.n).toBe(28 * 2);
  });

  it('writes nothing when the files did not change, and the edition does not move', async () => {
    const before = await revision('quay');
    const again = capture();
    expect(await catalogueApply(['quay'], tenants.dir, open, again)).toBe(0);
    expect(again.text()).toContain('nothing to apply');
    const plan = capture();
    await cataloguePlan(['quay'], tenants.dir, open, plan);
    expect(plan.text()).toBe(
      'quay: the database already holds this catalogue; applying would write nothing.',
    );
    expect(await revision('quay')).toBe(before);
  });

  it('changes one price for new sales and says which', async () => {
    const { season } = cataloguePaths(tenants.dir, 'quay');
    const files = smallClubFiles();
    files.season.priceBands.standard!.front!.full = 3200;
    writeFileSync(season, catalogueJson(files.season));
    const plan = capture();
    await cataloguePlan(['quay'], tenants.dir, open, plan);
    expect(plan.text()).toContain('Match prices: ~1 match price changed');
    expect(plan.text()).toContain('priceCents 3000 → 3200');
    await catalogueApply(['quay'], tenants.dir, open, capture());
    const [price] = await handle.db
      .select()
      .from(eventPrices)
      .where(
        and(
          eq(eventPrices.tenantId, 'quay'),
          eq(eventPrices.eventId, 'q01'),
          eq(eventPrices.categoryId, 'quay-hall-front'),
          eq(eventPrices.productId, 'full'),
        ),
      );
    expect(price?.priceCents).toBe(3200);
  });

  it('applies the catalogue of a club the shop has never served (no tenants row yet)', async () => {
    const files = smallClubFiles();
    files.venue.id = 'pier-hall';
    writeFileSync(
      path.join(tenants.dir, 'pier.json'),
      JSON.stringify(tenantFixture('pier', { demo: false })),
    );
    const paths = cataloguePaths(tenants.dir, 'pier');
    mkdirSync(paths.dir, { recursive: true });
    writeFileSync(paths.venue, catalogueJson(files.venue));
    writeFileSync(paths.season, catalogueJson(files.season));
    const out = capture();
    expect(await catalogueApply(['pier'], tenants.dir, open, out)).toBe(0);
    expect(out.text()).toContain('Applied to pier.');
    expect((await readCatalogueRows(handle.db, 'pier')).events.map((e) => e.id)).toEqual(['q01', 'q02']);
  });

  it('refuses files with problems before touching the database', async () => {
    const { season } = cataloguePaths(tenants.dir, 'quay');
    const text = readFileSync(season, 'utf8');
    writeFileSync(season, text.replace('"opponent": "rovers"', '"opponent": "nobody"'));
    try {
      await expect(cataloguePlan(['quay'], tenants.dir, open, capture())).rejects.toThrow(
        /match q01 › opponent: "nobody" is not one of "opponents"/,
      );
    } finally {
      writeFileSync(season, text);
    }
  });
});

describe('catalogue:export', () => {
  it('writes files that plan back to no change', async () => {
    const out = capture();
    expect(await catalogueExport(['quay'], tenants.dir, open, out)).toBe(0);
    const plan = capture();
    await cataloguePlan(['quay'], tenants.dir, open, plan);
    expect(plan.text()).toContain('applying would write nothing');
  });

  it("turns a demo club's generated catalogue into files that compile to the same rows", async () => {
    const tenant = tenants.registry.bySlug.get('demo-club') as Tenant;
    const rows = await readCatalogueRows(handle.db, 'demo-club');
    const files = filesOfRows(rows, tenant);
    const compiled = compileCatalogue(tenant, files);
    expect(compiled.problems).toEqual([]);
    const plan = await planCatalogueChanges(handle.db, 'demo-club', compiled.rows);
    const changed = Object.entries(plan.tables)
      .filter(([, t]) => t.added.length + t.changed.length + t.removed.length > 0)
      .map(([table, t]) => `${table}: ${JSON.stringify(t.changed[0]?.fields ?? t.added[0] ?? t.removed[0])}`);
    expect(changed).toEqual([]);
    expect(plan.isEmpty).toBe(true);
  });
});

describe('the files on disk', () => {
  it('read back as the same files once exported', () => {
    const read = readCatalogueFiles(tenants.dir, 'quay');
    expect(read.problems).toEqual([]);
    expect(read.files?.venue.stands.map((s) => s.key)).toEqual(['main', 'end']);
  });
});
