import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueTestbed, type CatalogueTestbed } from './test-fixtures/catalogue-testbed';

const OFFERS = `query ($eventId: ID!, $saleChannelId: ID) {
  cacheIndividualEventOffers(eventId: $eventId, saleChannelId: $saleChannelId) {
    blockId categoryId productId price availability capacity isResale isOpenSeating seatTypeId allPrices
  }
}`;
const LIGHT = `query ($eventId: ID!) {
  cacheIndividualEventOffersLight(eventId: $eventId) { blockId categoryId availability isResale }
}`;

const direct = { isResale: false, seatTypeId: null, allPrices: null };

describe('Query.cacheIndividualEventOffers', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const offers = async (eventId: string, saleChannelId?: string, tenant?: 'riviera' | 'north-end') =>
    (
      await bed.data<{ cacheIndividualEventOffers: Array<Record<string, unknown>> }>(
        OFFERS,
        { eventId, saleChannelId },
        { tenant },
      )
    ).cacheIndividualEventOffers;

  it('offers each active price of each category of each block, then resale per block and product', async () => {
    expect(await offers('match-open')).toEqual([
      // N1: premium seats a2, a3 free (a1 sold); standard b2 free (b1 held); b3's category is inactive.
      {
        ...direct,
        blockId: 'N1',
        categoryId: 'premium',
        productId: 'full',
        price: 5000,
        availability: 2,
        capacity: 3,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'N1',
        categoryId: 'premium',
        productId: 'child',
        price: 2500,
        availability: 2,
        capacity: 3,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'N1',
        categoryId: 'standard',
        productId: 'full',
        price: 3000,
        availability: 1,
        capacity: 2,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'N1',
        categoryId: 'standard',
        productId: 'child',
        price: 0,
        availability: 1,
        capacity: 2,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'N2',
        categoryId: 'standard',
        productId: 'full',
        price: 3000,
        availability: 1,
        capacity: 4,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'N2',
        categoryId: 'standard',
        productId: 'child',
        price: 0,
        availability: 1,
        capacity: 4,
        isOpenSeating: false,
      },
      {
        ...direct,
        blockId: 'S1',
        categoryId: 'standard',
        productId: 'full',
        price: 3000,
        availability: 60,
        capacity: 100,
        isOpenSeating: true,
      },
      {
        ...direct,
        blockId: 'S1',
        categoryId: 'standard',
        productId: 'child',
        price: 0,
        availability: 60,
        capacity: 100,
        isOpenSeating: true,
      },
      // Sold and inactive-product listings are left out.
      {
        blockId: 'N1',
        categoryId: 'premium',
        productId: 'resale',
        price: 4500,
        availability: 1,
        capacity: null,
        isResale: true,
        isOpenSeating: false,
        seatTypeId: null,
        allPrices: [4500],
      },
      {
        blockId: 'N2',
        categoryId: 'standard',
        productId: 'resale',
        price: 3200,
        availability: 2,
        capacity: null,
        isResale: true,
        isOpenSeating: false,
        seatTypeId: null,
        allPrices: [3200, 3500],
      },
    ]);
  });

  it('keeps sold-out offers with no availability', async () => {
    const soldOut = await offers('match-sold-out');
    expect(soldOut.map((o) => [o.blockId, o.categoryId, o.availability])).toEqual([
      ['N1', 'premium', 0],
      ['N1', 'standard', 0],
      ['N2', 'standard', 0],
      ['S1', 'standard', 0],
    ]);
  });

  it("answers nothing for an unknown event, another club's event, or a channel the event is not sold on", async () => {
    expect(await offers('nope')).toEqual([]);
    expect(await offers('north-end-friendly')).toEqual([]);
    expect(await offers('match-open', 'office')).toEqual([]);
    expect(await offers('match-later', 'office')).toHaveLength(4);
  });

  it('gives another club its own prices for the same ids', async () => {
    const north = await offers('match-open', undefined, 'north-end');
    expect(north).toHaveLength(10);
  });

  it('has a light variant: the highest stock per block, category and kind', async () => {
    const { cacheIndividualEventOffersLight } = await bed.data<{
      cacheIndividualEventOffersLight: unknown[];
    }>(LIGHT, {
      eventId: 'match-open',
    });
    expect(cacheIndividualEventOffersLight).toEqual([
      { blockId: 'N1', categoryId: 'premium', availability: 2, isResale: false },
      { blockId: 'N1', categoryId: 'standard', availability: 1, isResale: false },
      { blockId: 'N2', categoryId: 'standard', availability: 1, isResale: false },
      { blockId: 'S1', categoryId: 'standard', availability: 60, isResale: false },
      { blockId: 'N1', categoryId: 'premium', availability: 1, isResale: true },
      { blockId: 'N2', categoryId: 'standard', availability: 2, isResale: true },
    ]);
  });
});

describe('Query.resaleOffers', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const resale = async (eventId: string, blockId: string, tenant?: 'riviera' | 'north-end') =>
    (
      await bed.data<{ resaleOffers: unknown[] }>(
        `query ($eventId: ID!, $blockId: ID!) {
          resaleOffers(eventId: $eventId, blockId: $blockId) { id productId description seats { seatId price } }
        }`,
        { eventId, blockId },
        { tenant },
      )
    ).resaleOffers;

  it('groups the listings on sale by product, cheapest seat first', async () => {
    expect(await resale('match-open', 'N2')).toEqual([
      {
        id: 'match-open:N2:resale',
        productId: 'resale',
        description: 'Resold by a fan',
        seats: [
          { seatId: 'n2-a2', price: 3200 },
          { seatId: 'n2-a1', price: 3500 },
        ],
      },
    ]);
  });

  it('is empty where nothing is resold', async () => {
    expect(await resale('match-open', 'S1')).toEqual([]);
    expect(await resale('match-later', 'N2')).toEqual([]);
    expect(await resale('nope', 'N2')).toEqual([]);
  });
});
