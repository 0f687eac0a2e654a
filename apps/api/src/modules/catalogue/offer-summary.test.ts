import { describe, expect, it } from 'vitest';
import { summariseOffers } from './offer-summary';

describe('summariseOffers', () => {
  it('gives a block its highest direct stock plus its highest resale stock', () => {
    const summary = summariseOffers([
      { blockId: 'A', price: 5000, availability: 7 },
      { blockId: 'A', price: 2500, availability: 7 },
      { blockId: 'A', price: 3000, availability: 4 },
      { blockId: 'A', price: 4500, availability: 2, isResale: true },
      { blockId: 'A', price: 4000, availability: 3, isResale: true },
      { blockId: 'B', price: 1000, availability: 5 },
    ]);
    expect(summary.blocks.get('A')?.availability).toBe(7 + 3);
    expect(summary.availability).toBe(10 + 5);
    expect(summary.isSoldOut).toBe(false);
  });

  it('takes the lowest positive price among offers still on sale', () => {
    const summary = summariseOffers([
      { blockId: 'A', price: 0, availability: 5 },
      { blockId: 'A', price: 900, availability: 0 },
      { blockId: 'A', price: 3000, availability: 5 },
      { blockId: 'B', price: 2000, availability: 1, isResale: true },
    ]);
    expect(summary.blocks.get('A')?.minPrice).toBe(3000);
    expect(summary.blocks.get('B')?.minPrice).toBe(2000);
    expect(summary.minPrice).toBe(2000);
  });

  it('is sold out, without a price, when nothing is left', () => {
    const summary = summariseOffers([{ blockId: 'A', price: 3000, availability: 0 }]);
    expect(summary).toMatchObject({ availability: 0, isSoldOut: true, minPrice: null });
    expect(summariseOffers([])).toMatchObject({ availability: 0, isSoldOut: true, minPrice: null });
  });
});
