import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from './test-fixtures/catalogue-fixture';
import { startCatalogueTestbed, type CatalogueTestbed } from './test-fixtures/catalogue-testbed';

const PACK_OFFERS = `query ($campaignPackId: ID!, $saleChannelId: ID) {
  cacheCampaignPackOffers(campaignPackId: $campaignPackId, saleChannelId: $saleChannelId) {
    hasPublicOffers hasPopulationOffers
    offers { standName blockName blockId categoryId productId price availability capacity isOpenSeating seatTypeIds }
  }
}`;

interface PackOffersAnswer {
  hasPublicOffers: boolean;
  hasPopulationOffers: boolean;
  offers: Array<Record<string, unknown>>;
}

describe('packs', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const packOffers = async (campaignPackId: string, saleChannelId?: string) =>
    (
      await bed.data<{ cacheCampaignPackOffers: PackOffersAnswer }>(PACK_OFFERS, {
        campaignPackId,
        saleChannelId,
      })
    ).cacheCampaignPackOffers;

  it('offers per block what is free in every event of the pack, at the pack prices', async () => {
    const seat = { isOpenSeating: false, seatTypeIds: [] };
    expect(await packOffers('duo')).toEqual({
      hasPublicOffers: true,
      hasPopulationOffers: false,
      offers: [
        {
          ...seat,
          standName: 'North',
          blockName: 'N1',
          blockId: 'N1',
          categoryId: 'premium',
          productId: 'full',
          price: 10000,
          availability: 2,
          capacity: 3,
        },
        // n1-b1 is held for match-open: only n1-b2 is free for both events.
        {
          ...seat,
          standName: 'North',
          blockName: 'N1',
          blockId: 'N1',
          categoryId: 'standard',
          productId: 'full',
          price: 6000,
          availability: 1,
          capacity: 2,
        },
        {
          ...seat,
          standName: 'North',
          blockName: 'N1',
          blockId: 'N1',
          categoryId: 'standard',
          productId: 'child',
          price: 3000,
          availability: 1,
          capacity: 2,
        },
        {
          ...seat,
          standName: 'North',
          blockName: 'N2',
          blockId: 'N2',
          categoryId: 'standard',
          productId: 'full',
          price: 6000,
          availability: 1,
          capacity: 4,
        },
        {
          ...seat,
          standName: 'North',
          blockName: 'N2',
          blockId: 'N2',
          categoryId: 'standard',
          productId: 'child',
          price: 3000,
          availability: 1,
          capacity: 4,
        },
        // Standing: the fuller event (60 left of 100) limits the pack.
        {
          standName: 'South',
          blockName: 'S1',
          blockId: 'S1',
          categoryId: 'standard',
          productId: 'full',
          price: 6000,
          availability: 60,
          capacity: 100,
          isOpenSeating: true,
          seatTypeIds: [],
        },
        {
          standName: 'South',
          blockName: 'S1',
          blockId: 'S1',
          categoryId: 'standard',
          productId: 'child',
          price: 3000,
          availability: 60,
          capacity: 100,
          isOpenSeating: true,
          seatTypeIds: [],
        },
      ],
    });
  });

  it('has nothing free when one event of the pack is sold out', async () => {
    const season = await packOffers('season');
    expect(season.hasPublicOffers).toBe(true);
    expect(season.offers.every((offer) => offer.availability === 0)).toBe(true);
  });

  it('answers no offers for an unknown pack or a channel it is not sold on', async () => {
    const none = { hasPublicOffers: false, hasPopulationOffers: false, offers: [] };
    expect(await packOffers('nope')).toEqual(none);
    expect(await packOffers('duo', 'office')).toEqual(none);
    expect((await packOffers('duo', 'web')).offers).toHaveLength(7);
  });

  it('has a light variant per block and category', async () => {
    const { cacheCampaignPackOffersLight } = await bed.data<{ cacheCampaignPackOffersLight: unknown[] }>(
      `{ cacheCampaignPackOffersLight(campaignPackId: "duo") { blockId categoryId availability isResale } }`,
    );
    expect(cacheCampaignPackOffersLight).toEqual([
      { blockId: 'N1', categoryId: 'premium', availability: 2, isResale: false },
      { blockId: 'N1', categoryId: 'standard', availability: 1, isResale: false },
      { blockId: 'N2', categoryId: 'standard', availability: 1, isResale: false },
      { blockId: 'S1', categoryId: 'standard', availability: 60, isResale: false },
    ]);
  });

  it('lists packs with their events, channels, lowest price and arena stock', async () => {
    const { campaignPacks } = await bed.data<{ campaignPacks: Array<Record<string, unknown>> }>(`{
      campaignPacks {
        id name type minPrice
        breakdowns { event { id status } }
        channelConfigurations { saleChannel { id name } openingDatetime closingDatetime maxCampaignPacksInCart }
        arena { id capacity stands { blocks { id availability minPrice } } }
      }
    }`);
    expect(campaignPacks).toEqual([
      {
        id: 'duo',
        name: 'Riviera duo',
        type: 'PACK',
        minPrice: 3000,
        breakdowns: [
          { event: { id: 'match-open', status: 'OPENED' } },
          { event: { id: 'match-later', status: 'CLOSED' } },
        ],
        channelConfigurations: [
          {
            saleChannel: { id: 'web', name: 'Website' },
            openingDatetime: daysFrom(FIXTURE_NOW, -1),
            closingDatetime: daysFrom(FIXTURE_NOW, 9),
            maxCampaignPacksInCart: null,
          },
        ],
        arena: {
          id: 'stadium',
          capacity: 110,
          stands: [
            {
              blocks: [
                { id: 'N1', availability: 2, minPrice: 3000 },
                { id: 'N2', availability: 1, minPrice: 3000 },
              ],
            },
            { blocks: [{ id: 'S1', availability: 60, minPrice: 3000 }] },
          ],
        },
      },
      expect.objectContaining({
        id: 'season',
        type: 'SEASON',
        minPrice: null,
        breakdowns: [
          { event: { id: 'match-sold-out', status: 'OPENED' } },
          { event: { id: 'match-open', status: 'OPENED' } },
        ],
      }),
    ]);
  });

  it('narrows packs by id and never shows another club its packs', async () => {
    const list = async (campaignIds: string[], tenant?: 'riviera' | 'north-end') =>
      (
        await bed.data<{ campaignPacks: Array<{ name: string }> }>(
          `query ($campaignIds: [ID!]) { campaignPacks(campaignIds: $campaignIds) { name } }`,
          { campaignIds },
          { tenant },
        )
      ).campaignPacks;
    expect(await list(['season', 'nope'])).toEqual([{ name: 'Riviera season' }]);
    expect(await list(['duo'], 'north-end')).toEqual([{ name: 'North End duo' }]);
    expect(await list([])).toEqual([]);
  });
});
