import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { campaignPacks, events, parkingProducts, promoCodes } from '../schema';
import { createTenantFixtures, createTestDatabase, tenantFixture, type TestDatabase } from '../testing';
import { seed } from './index';
import { tenantSchema } from '@stadio/tenants';
import { planPromoCodes, seedPromoCodes } from './promo-codes';

describe('demo promo codes', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  // The generic venue of a rugby club keeps the seed quick; the codes do not depend on the sport.
  const fixtures = createTenantFixtures([
    tenantFixture('alpha', { sport: 'rugby' }),
    tenantFixture('bravo', { sport: 'rugby', locales: ['nl', 'en'] }),
  ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
    await seed(handle.db, { registry: fixtures.registry });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    fixtures.cleanup();
  });

  const codesOf = (tenantId: string) =>
    handle.db.select().from(promoCodes).where(eq(promoCodes.tenantId, tenantId)).orderBy(promoCodes.name);

  it('writes the amounts of a club in pounds with its sign, of a club in euros with the euro', () => {
    const seat5 = (currency: string) =>
      planPromoCodes(
        tenantSchema.parse(tenantFixture('quay', { sport: 'rugby', locales: ['en'], currency })),
      ).find((code) => code.name === 'SEAT5');
    expect(seat5('GBP')).toMatchObject({ label: '-5 £', description: expect.stringContaining('5 £ off') });
    expect(
      JSON.stringify(planPromoCodes(tenantSchema.parse(tenantFixture('quay', { currency: 'GBP' })))),
    ).not.toContain('€');
    expect(seat5('EUR')).toMatchObject({ label: '-5 €' });
  });

  it('gives every club the same demo codes, described in its first language', async () => {
    const alpha = await codesOf('alpha');
    const bravo = await codesOf('bravo');
    expect(alpha.map((c) => c.name)).toEqual([
      'BIG100',
      'EARLY15',
      'FIRST1',
      'MATCH20',
      'PARKING50',
      'SEASON15',
      'SEAT5',
      'SUMMER25',
      'WELCOME10',
    ]);
    expect(bravo.map((c) => c.name)).toEqual(alpha.map((c) => c.name));
    expect(bravo.find((c) => c.name === 'WELCOME10')?.description).toBe(
      '10 % korting op de hele bestelling.',
    );
  });

  it('restricts codes to events, packs and car parks the club really has', async () => {
    for (const code of await codesOf('alpha')) {
      for (const eventId of code.eventIds)
        expect(
          await handle.db
            .select()
            .from(events)
            .where(and(eq(events.tenantId, 'alpha'), eq(events.id, eventId))),
        ).toHaveLength(1);
      for (const packId of code.packIds)
        expect(
          await handle.db
            .select()
            .from(campaignPacks)
            .where(and(eq(campaignPacks.tenantId, 'alpha'), eq(campaignPacks.id, packId))),
        ).toHaveLength(1);
    }
    const parking = (await codesOf('alpha')).find((c) => c.name === 'PARKING50');
    const carParks = await handle.db
      .select()
      .from(parkingProducts)
      .where(eq(parkingProducts.tenantId, 'alpha'));
    expect(parking?.productIds.sort()).toEqual(carParks.map((p) => p.id).sort());
  });

  it('is idempotent: a re-seed rewrites nothing and keeps one row per code', async () => {
    const before = await codesOf('alpha');
    await seed(handle.db, { registry: fixtures.registry });
    expect(await codesOf('alpha')).toEqual(before);
    expect(await seedPromoCodes(handle.db, fixtures.registry)).toBe(0);
  });
});
