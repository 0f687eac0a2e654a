import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setSeatStatus } from './test-fixtures/catalogue-fixture';
import { startCatalogueTestbed, type CatalogueTestbed } from './test-fixtures/catalogue-testbed';

const BLOCKS = `query ($blockIds: [ID!]!, $eventId: ID, $packId: ID) {
  blocks(blockIds: $blockIds, eventId: $eventId, packId: $packId) {
    id name standName isOpenSeating capacity availability minPrice
    seats { id row column rowName seatNumber isAccessible available price productIds seatIds category { id isActive } }
  }
}`;

interface BlockAnswer {
  id: string;
  name: string;
  standName: string;
  isOpenSeating: boolean;
  capacity: number;
  availability: number;
  minPrice: number | null;
  seats: Array<{
    id: string;
    row: number;
    column: number;
    rowName: string;
    available: boolean;
    price: number | null;
    productIds: string[];
    seatIds: string[];
    isAccessible: boolean;
    category: { id: string; isActive: boolean };
  }>;
}

describe('Query.blocks', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const blocks = async (
    blockIds: string[],
    context: { eventId?: string; packId?: string } = {},
    tenant?: 'riviera' | 'north-end',
  ) => (await bed.data<{ blocks: BlockAnswer[] }>(BLOCKS, { blockIds, ...context }, { tenant })).blocks;

  it('lists the seats of a block by row then column, as sold for an event', async () => {
    const [n1] = await blocks(['N1'], { eventId: 'match-open' });
    expect(n1?.seats.map((s) => [s.id, s.row, s.column])).toEqual([
      ['n1-a1', 1, 1],
      ['n1-a2', 1, 2],
      ['n1-a3', 1, 3],
      ['n1-b1', 2, 1],
      ['n1-b2', 2, 2],
      ['n1-b3', 2, 3],
    ]);
    expect(n1?.seats.map((s) => [s.id, s.available, s.price, s.productIds])).toEqual([
      ['n1-a1', false, 2500, ['full', 'child']],
      ['n1-a2', true, 2500, ['full', 'child']],
      ['n1-a3', true, 2500, ['full', 'child']],
      ['n1-b1', false, 0, ['full', 'child']],
      ['n1-b2', true, 0, ['full', 'child']],
      // Free, but its category is inactive: nothing can be sold on it.
      ['n1-b3', false, null, []],
    ]);
    expect(n1?.seats.map((s) => s.seatIds)).toEqual(n1?.seats.map((s) => [s.id]));
    expect(n1?.seats[5]?.category).toEqual({ id: 'retired', isActive: false });
  });

  it('gives blocks the same figures as the event arena shows', async () => {
    const answer = await blocks(['N1', 'N2', 'S1'], { eventId: 'match-open' });
    expect(answer.map((b) => [b.id, b.availability, b.minPrice])).toEqual([
      ['N1', 3, 2500],
      ['N2', 3, 3000],
      ['S1', 60, 3000],
    ]);
    expect(answer[2]?.seats).toEqual([]);
  });

  it('shows the plan only without a context', async () => {
    const [n2] = await blocks(['N2']);
    expect(n2).toMatchObject({ availability: 4, minPrice: null, capacity: 4, standName: 'North' });
    expect(n2?.seats.every((s) => !s.available && s.price === null && s.productIds.length === 0)).toBe(true);
    expect(n2?.seats.map((s) => s.isAccessible)).toEqual([false, false, false, true]);
  });

  it('offers a pack seat only when it is free in every event of the pack', async () => {
    const [n1, n2] = await blocks(['N1', 'N2'], { packId: 'duo' });
    // n1-b1 is held for match-open only: still unavailable for the pack.
    expect(n1?.seats.filter((s) => s.available).map((s) => s.id)).toEqual(['n1-a2', 'n1-a3', 'n1-b2']);
    expect(n1?.seats.find((s) => s.id === 'n1-b2')).toMatchObject({
      price: 3000,
      productIds: ['full', 'child'],
    });
    expect(n2?.seats.filter((s) => s.available).map((s) => s.id)).toEqual(['n2-a4']);
    expect([n1?.availability, n1?.minPrice, n2?.availability, n2?.minPrice]).toEqual([2, 3000, 1, 3000]);
    const [seasonN1] = await blocks(['N1'], { packId: 'season' });
    expect(seasonN1).toMatchObject({ availability: 0, minPrice: null });
  });

  it('shows seats taken since the last look, and a plan changed since then', async () => {
    const freeIn = (block: BlockAnswer | undefined) =>
      block?.seats.filter((s) => s.available).map((s) => s.id);
    const rowOf = (block: BlockAnswer | undefined, id: string) =>
      block?.seats.find((s) => s.id === id)?.rowName;
    const seen = await blocks(['N1'], { eventId: 'match-open' });
    expect(freeIn(seen[0])).toEqual(['n1-a2', 'n1-a3', 'n1-b2']);
    try {
      // Taken: no change to the catalogue, the plan stays as it was read.
      await setSeatStatus(bed.db, 'riviera', 'match-open', ['n1-a3'], 'onhold');
      const [taken] = await blocks(['N1'], { eventId: 'match-open' });
      expect(freeIn(taken)).toEqual(['n1-a2', 'n1-b2']);
      // The plan changed: the club's catalogue revision moved with it.
      await bed.db.execute(sql`update seats set row_name = 'Z' where tenant_id = 'riviera' and id = 'n1-a2'`);
      const [renamed] = await blocks(['N1'], { eventId: 'match-open' });
      expect([rowOf(renamed, 'n1-a2'), rowOf(renamed, 'n1-a1')]).toEqual(['Z', rowOf(seen[0], 'n1-a1')]);
      expect(freeIn(renamed)).toEqual(['n1-a2', 'n1-b2']);
    } finally {
      await setSeatStatus(bed.db, 'riviera', 'match-open', ['n1-a3'], 'available');
      await bed.db.execute(
        sql`update seats set row_name = ${rowOf(seen[0], 'n1-a2') ?? ''} where tenant_id = 'riviera' and id = 'n1-a2'`,
      );
    }
  });

  it("shows a block's view picture and its restricted-view seats, and a change of them at the next ask", async () => {
    const VIEW = `query ($eventId: ID!) {
      blocks(blockIds: ["N1", "N2"], eventId: $eventId) { id viewImageUrl seats { id isRestrictedView } }
    }`;
    type Viewed = {
      blocks: Array<{
        id: string;
        viewImageUrl: string | null;
        seats: Array<{ id: string; isRestrictedView: boolean }>;
      }>;
    };
    const look = async () => (await bed.data<Viewed>(VIEW, { eventId: 'match-open' })).blocks;
    const restrictedIn = (answer: Viewed['blocks']) =>
      answer.flatMap((block) => block.seats.filter((seat) => seat.isRestrictedView).map((seat) => seat.id));
    const before = await look();
    expect(before.map((block) => block.viewImageUrl)).toEqual([null, null]);
    expect(restrictedIn(before)).toEqual([]);
    try {
      // The plans are kept per catalogue revision (ADR 0029): both writes move it.
      await bed.db.execute(
        sql`update blocks set view_image_url = '/tenant-assets/riviera/views/n1.jpg' where tenant_id = 'riviera' and id = 'N1'`,
      );
      await bed.db.execute(
        sql`update seats set is_restricted_view = true where tenant_id = 'riviera' and id in ('n1-a3', 'n2-a1')`,
      );
      const after = await look();
      expect(after.map((block) => [block.id, block.viewImageUrl])).toEqual([
        ['N1', '/tenant-assets/riviera/views/n1.jpg'],
        ['N2', null],
      ]);
      expect(restrictedIn(after)).toEqual(['n1-a3', 'n2-a1']);
      // Another club's blocks of the same ids are its own.
      const [north] = (await bed.data<Viewed>(VIEW, { eventId: 'match-open' }, { tenant: 'north-end' }))
        .blocks;
      expect([north?.viewImageUrl, restrictedIn(north ? [north] : [])]).toEqual([null, []]);
    } finally {
      await bed.db.execute(sql`update blocks set view_image_url = null where tenant_id = 'riviera'`);
      await bed.db.execute(sql`update seats set is_restricted_view = false where tenant_id = 'riviera'`);
    }
  });

  it('keeps the order asked, once per id, and skips unknown ids', async () => {
    expect((await blocks(['S1', 'nope', 'N1', 'S1'])).map((b) => b.id)).toEqual(['S1', 'N1']);
  });

  it('shows a club only its own blocks, events and packs', async () => {
    // Same ids, other club: its sales must not show in Riviera's map, nor the other way round.
    await setSeatStatus(bed.db, 'north-end', 'match-open', ['n1-a2', 'n1-a3'], 'confirmed');
    const [north] = await blocks(['N1'], { eventId: 'match-open' }, 'north-end');
    const [riviera] = await blocks(['N1'], { eventId: 'match-open' });
    expect(north?.seats.filter((s) => s.available).map((s) => s.id)).toEqual(['n1-b2']);
    expect(riviera?.seats.filter((s) => s.available).map((s) => s.id)).toEqual(['n1-a2', 'n1-a3', 'n1-b2']);
    expect([north?.availability, riviera?.availability]).toEqual([1 + 1, 2 + 1]);
    expect(await blocks(['N1'], { eventId: 'north-end-friendly' })).toEqual([]);
    expect(await blocks(['N1'], { eventId: 'nope' })).toEqual([]);
    expect(await blocks(['N1'], { packId: 'nope' })).toEqual([]);
  });
});
