import {
  campaignPackEvents,
  campaignPacks,
  openSeatingStock,
  packChannelConfigurations,
  packPrices,
} from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW, setSeatStatus } from './test-fixtures/catalogue-fixture';
import { startCatalogueTestbed, type CatalogueTestbed } from './test-fixtures/catalogue-testbed';

interface Headline {
  id: string;
  isSoldOut?: boolean;
  minPrice: number | null;
}

// The home asks only for these: they come from presence probes, not from seat counts.
const HEADLINES = '{ events { id isSoldOut minPrice } campaignPacks { id minPrice } }';
// With `availability` beside them, an event's figures come from its counted offers; a pack's
// lowest price is the lowest of its blocks' (counted in the pack's context).
const COUNTED = `{ events { id isSoldOut minPrice availability }
  campaignPacks { id arena { stands { blocks { minPrice } } } } }`;

const PACK_OFFERS = `query ($id: ID!) { cacheCampaignPackOffers(campaignPackId: $id) {
  offers { blockId categoryId productId availability } } }`;

describe('headline figures (sold out, lowest price)', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const headlines = async () => {
    const data = await bed.data<{ events: Headline[]; campaignPacks: Headline[] }>(HEADLINES);
    return { events: data.events, packs: data.campaignPacks };
  };

  const counted = async () => {
    const data = await bed.data<{
      events: Array<Headline & { availability: number }>;
      campaignPacks: Array<{
        id: string;
        arena: { stands: Array<{ blocks: Array<{ minPrice: number | null }> }> };
      }>;
    }>(COUNTED);
    return {
      events: data.events.map(({ availability: _, ...event }) => event),
      packs: data.campaignPacks.map((pack) => {
        const prices = pack.arena.stands
          .flatMap((stand) => stand.blocks.map((block) => block.minPrice))
          .filter((price) => price !== null);
        return { id: pack.id, minPrice: prices.length > 0 ? Math.min(...prices) : null };
      }),
    };
  };

  const byId = (list: Headline[], id: string) => list.find((item) => item.id === id);

  it('are those of the counted offers for every event and pack', async () => {
    const probed = await headlines();
    expect(probed).toEqual(await counted());
    expect(byId(probed.events, 'match-open')).toEqual({ id: 'match-open', isSoldOut: false, minPrice: 2500 });
    expect(byId(probed.events, 'match-sold-out')).toEqual({
      id: 'match-sold-out',
      isSoldOut: true,
      minPrice: null,
    });
    // Never stocked: nothing to sell, although it has a price.
    expect(byId(probed.events, 'match-early')).toEqual({
      id: 'match-early',
      isSoldOut: true,
      minPrice: null,
    });
  });

  it('skip a category of a mixed block once its last free seat is gone', async () => {
    // match-later: N1 mixes premium (6000) and standard (3500); N2 and the standing S1 are standard.
    await setSeatStatus(
      bed.db,
      'riviera',
      'match-later',
      ['n2-a1', 'n2-a2', 'n2-a3', 'n2-a4', 'n1-b1'],
      'confirmed',
    );
    await bed.db
      .update(openSeatingStock)
      .set({ taken: 100 })
      .where(
        and(
          eq(openSeatingStock.tenantId, 'riviera'),
          eq(openSeatingStock.eventId, 'match-later'),
          eq(openSeatingStock.blockId, 'S1'),
        ),
      );
    expect(byId((await headlines()).events, 'match-later')?.minPrice).toBe(3500);
    await setSeatStatus(bed.db, 'riviera', 'match-later', ['n1-b2'], 'onhold');
    const probed = await headlines();
    expect(byId(probed.events, 'match-later')).toEqual({
      id: 'match-later',
      isSoldOut: false,
      minPrice: 6000,
    });
    expect(probed).toEqual(await counted());
    await setSeatStatus(bed.db, 'riviera', 'match-later', ['n1-a1', 'n1-a2', 'n1-a3'], 'confirmed');
    expect(byId((await headlines()).events, 'match-later')).toEqual({
      id: 'match-later',
      isSoldOut: true,
      minPrice: null,
    });
    expect(await headlines()).toEqual(await counted());
  });

  it('count a pack seat only when it is free in every event, whichever event sold it', async () => {
    // duo = match-open (sold n1-a1, holds n1-b1) + match-later; the later match sells the other
    // premium seats still free at the first.
    await setSeatStatus(bed.db, 'riviera', 'match-later', ['n1-a1', 'n1-a2', 'n1-a3'], 'available');
    await setSeatStatus(bed.db, 'riviera', 'match-later', ['n1-a2', 'n1-a3'], 'confirmed');
    const { cacheCampaignPackOffers } = await bed.data<{
      cacheCampaignPackOffers: {
        offers: Array<{ blockId: string; categoryId: string; availability: number }>;
      };
    }>(PACK_OFFERS, { id: 'duo' });
    const premium = cacheCampaignPackOffers.offers.filter((o) => o.categoryId === 'premium');
    expect(premium.map((o) => o.availability)).toEqual([0]);
    expect(await headlines()).toEqual(await counted());
  });

  it('sell no seat of a pack with an event that has no stock', async () => {
    const t = { tenantId: 'riviera' };
    await bed.db
      .insert(campaignPacks)
      .values({ ...t, id: 'trio', name: 'Trio', type: 'pack', arenaId: 'stadium', sort: 3 });
    await bed.db.insert(campaignPackEvents).values([
      { ...t, packId: 'trio', eventId: 'match-open' },
      { ...t, packId: 'trio', eventId: 'match-early' },
    ]);
    await bed.db.insert(packChannelConfigurations).values({
      ...t,
      packId: 'trio',
      saleChannelId: 'web',
      openingDatetime: daysFrom(FIXTURE_NOW, -1),
      closingDatetime: daysFrom(FIXTURE_NOW, 8),
    });
    await bed.db.insert(packPrices).values([
      { ...t, packId: 'trio', categoryId: 'premium', productId: 'full', priceCents: 9000 },
      { ...t, packId: 'trio', categoryId: 'standard', productId: 'full', priceCents: 5000 },
    ]);
    const { cacheCampaignPackOffers } = await bed.data<{
      cacheCampaignPackOffers: { offers: Array<{ availability: number }> };
    }>(PACK_OFFERS, { id: 'trio' });
    expect(cacheCampaignPackOffers.offers.length).toBeGreaterThan(0);
    expect(cacheCampaignPackOffers.offers.every((o) => o.availability === 0)).toBe(true);
    const probed = await headlines();
    expect(byId(probed.packs, 'trio')).toEqual({ id: 'trio', minPrice: null });
    expect(probed).toEqual(await counted());
  });
});
