import { teams } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from './test-fixtures/catalogue-fixture';
import {
  startCatalogueTestbed,
  type CatalogueTestbed,
  type TestTenant,
} from './test-fixtures/catalogue-testbed';

interface Edition {
  revision: string;
  since: string | null;
  upcoming: string[];
  eventIds: string[];
  packIds: string[];
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('Query.catalogueEdition', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const edition = async (options: { now?: Date; tenant?: TestTenant } = {}) =>
    (
      await bed.data<{ catalogueEdition: Edition }>(
        '{ catalogueEdition { revision since upcoming eventIds packIds } }',
        {},
        options,
      )
    ).catalogueEdition;

  it('names the last instant a page changed by itself and the next ones, soonest first', async () => {
    const { since, upcoming } = await edition();
    // The last thing that happened: the past match started a day ago ("passed" 1 ms after its start).
    expect(since).toBe(plusMs(daysFrom(FIXTURE_NOW, -1), 1));
    // Next: the early-bird match opens to everyone tomorrow, then the packs' and matches' windows close.
    expect(upcoming[0]).toBe(daysFrom(FIXTURE_NOW, 1));
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming.every((at) => at > FIXTURE_NOW.toISOString())).toBe(true);
    expect(upcoming).toContain(plusMs(daysFrom(FIXTURE_NOW, 10), 1));
  });

  it('counts a window opening at its very instant as passed', async () => {
    const opening = new Date(daysFrom(FIXTURE_NOW, 1));
    const { since, upcoming } = await edition({ now: opening });
    expect(since).toBe(opening.toISOString());
    expect(upcoming).not.toContain(opening.toISOString());
  });

  it("lists the club's events and packs", async () => {
    const { eventIds, packIds } = await edition();
    expect(eventIds).toContain('match-open');
    expect(eventIds).toContain('riviera-friendly');
    expect(eventIds).not.toContain('north-end-friendly');
    expect(packIds).toEqual(['duo', 'season']);
  });

  it("moves with a change to what the pages show, and only the changed club's", async () => {
    const before = await edition();
    const otherBefore = await edition({ tenant: 'north-end' });
    const [team] = await bed.db.select().from(teams).where(eq(teams.tenantId, 'riviera')).limit(1);
    if (!team) throw new Error('the fixture has teams');
    await bed.db
      .update(teams)
      .set({ displayName: `${team.displayName} (renamed)` })
      .where(and(eq(teams.tenantId, 'riviera'), eq(teams.id, team.id)));
    expect(BigInt((await edition()).revision)).toBeGreaterThan(BigInt(before.revision));
    expect((await edition({ tenant: 'north-end' })).revision).toBe(otherBefore.revision);
  });
});
