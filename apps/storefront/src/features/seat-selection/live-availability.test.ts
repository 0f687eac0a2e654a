import { describe, expect, it } from 'vitest';
import type { SelectionData } from './selection-data';
import { sameAvailability, withLiveAvailability } from './live-availability';

const block = (id: string, availability: number) => ({
  id,
  name: id,
  standName: 'North',
  contour: '',
  labelX: 0,
  labelY: 0,
  isOpenSeating: false,
  isAwaySection: false,
  availability,
  minPrice: 1000,
});
const offer = (blockId: string, categoryId: string, productId: string, availability: number) => ({
  blockId,
  categoryId,
  productId,
  price: 1000,
  availability,
});
const data: SelectionData = {
  subject: { kind: 'event', id: 'm05', name: 'Derby' },
  venue: {
    width: 100,
    height: 100,
    pitch: 'FOOTBALL' as SelectionData['venue']['pitch'],
    layout: {
      pitch: { x: 25, y: 25, width: 50, height: 32, unit: 0.48 },
      bounds: { x: 0, y: 0, width: 100, height: 100 },
      blockSize: 10,
    },
    blocks: [block('N1', 40), block('N2', 12), block('N3', 3)],
    categories: [],
    products: [],
  },
  offers: [
    offer('N1', 'cat1', 'full', 40),
    offer('N1', 'cat1', 'child', 40),
    offer('N2', 'cat2', 'full', 12),
  ],
  limits: { websiteMaxTicketsInCart: null, channelMax: null },
};

describe('withLiveAvailability', () => {
  it('takes each block’s stock from the live lines: highest direct plus highest resale', () => {
    const { data: live, soldOut } = withLiveAvailability(data, [
      { blockId: 'N1', categoryId: 'cat1', availability: 5, isResale: false },
      { blockId: 'N1', categoryId: 'cat9', availability: 2, isResale: false },
      { blockId: 'N1', categoryId: 'cat1', availability: 3, isResale: true },
      { blockId: 'N2', categoryId: 'cat2', availability: 0, isResale: false },
    ]);
    expect(live.venue.blocks.map((b) => [b.id, b.availability])).toEqual([
      ['N1', 8],
      ['N2', 0],
      ['N3', 0],
    ]);
    expect(live.offers.map((o) => o.availability)).toEqual([5, 5, 0]);
    expect(soldOut).toBe(false);
    // The page's own data is left as it was.
    expect(data.venue.blocks[0]?.availability).toBe(40);
  });

  it('keeps the page’s own objects where the live lines say what the page said', () => {
    const sameAsPage = [
      { blockId: 'N1', categoryId: 'cat1', availability: 40, isResale: false },
      { blockId: 'N2', categoryId: 'cat2', availability: 12, isResale: false },
      { blockId: 'N3', categoryId: 'cat3', availability: 3, isResale: false },
    ];
    expect(withLiveAvailability(data, sameAsPage)).toEqual({ data, soldOut: false });
    expect(withLiveAvailability(data, sameAsPage).data).toBe(data);

    // One block sold two seats: that block and its offer are new objects, the others are the page's.
    const oneChanged = sameAsPage.map((line) =>
      line.blockId === 'N2' ? { ...line, availability: 10 } : line,
    );
    const live = withLiveAvailability(data, oneChanged).data;
    expect(live).not.toBe(data);
    expect(live.venue.blocks.map((b) => b.availability)).toEqual([40, 10, 3]);
    expect(live.venue.blocks[0]).toBe(data.venue.blocks[0]);
    expect(live.venue.blocks[1]).not.toBe(data.venue.blocks[1]);
    expect(live.venue.blocks[2]).toBe(data.venue.blocks[2]);
    expect(live.offers.map((o) => o.availability)).toEqual([40, 40, 10]);
    expect(live.offers[0]).toBe(data.offers[0]);
    expect(live.offers[2]).not.toBe(data.offers[2]);
  });

  it('says sold out when no block has anything left', () => {
    expect(withLiveAvailability(data, []).soldOut).toBe(true);
    const onlyResale = [{ blockId: 'N3', categoryId: 'cat1', availability: 1, isResale: true }];
    expect(withLiveAvailability(data, onlyResale).soldOut).toBe(false);
  });
});

describe('sameAvailability', () => {
  const line = (blockId: string, availability: number, isResale = false) => ({
    blockId,
    categoryId: 'cat1',
    availability,
    isResale,
  });
  it('is true for a new answer with the same stock, so the page keeps its data', () => {
    expect(sameAvailability([line('N1', 5), line('N2', 0)], [line('N1', 5), line('N2', 0)])).toBe(true);
    expect(sameAvailability([], [])).toBe(true);
  });
  it('is false when a figure, a line or the resale flag differs', () => {
    expect(sameAvailability([line('N1', 5)], [line('N1', 4)])).toBe(false);
    expect(sameAvailability([line('N1', 5)], [line('N1', 5), line('N2', 1)])).toBe(false);
    expect(sameAvailability([line('N1', 5)], [line('N1', 5, true)])).toBe(false);
    expect(sameAvailability([line('N1', 5)], [line('N2', 5)])).toBe(false);
  });
});
