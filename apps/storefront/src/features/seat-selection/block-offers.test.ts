import { describe, expect, it } from 'vitest';
import { availableCartSeats, offersForSeat, openSeatingPlaceIds, ticketOffersForBlock } from './block-offers';
import type { BlockAnswer, BlockSeat } from './block-request';
import type { SelectionOffer } from './selection-data';

function seat(id: string, overrides: Partial<BlockSeat> = {}): BlockSeat {
  return {
    id,
    row: 1,
    column: Number(id.replace(/\D/g, '')) || 1,
    rowName: 'A',
    seatNumber: id,
    x: 0,
    y: 0,
    isAccessible: false,
    categoryId: 'cat1',
    categoryName: 'Cat. 1',
    colour: '#112233',
    available: true,
    isResale: false,
    price: 3000,
    productIds: ['full', 'child'],
    ...overrides,
  };
}

const answer: BlockAnswer = {
  blockId: 'N1',
  isOpenSeating: false,
  availability: 3,
  seats: [
    seat('s1'),
    seat('s2', { available: false }),
    seat('s3', { categoryId: 'cat2' }),
    seat('s4', { isResale: true, price: 4500, productIds: [] }),
  ],
  resaleOffers: [
    { id: 'r1', productId: 'resale', description: null, seats: [{ seatId: 's4', price: 4500 }] },
  ],
};

const offers: SelectionOffer[] = [
  { blockId: 'N1', categoryId: 'cat1', productId: 'full', price: 3000, availability: 1 },
  { blockId: 'N1', categoryId: 'cat1', productId: 'child', price: 1500, availability: 1 },
  { blockId: 'N1', categoryId: 'cat2', productId: 'full', price: 2000, availability: 0 },
  { blockId: 'S1', categoryId: 'cat1', productId: 'full', price: 9900, availability: 50 },
];

describe('ticket offers of a block', () => {
  const ticketOffers = ticketOffersForBlock(answer, offers, ['full', 'child']);

  it('covers the available direct-sale seats of each priced category of this block only', () => {
    const direct = ticketOffers.filter((o) => !o.isFromResale);
    expect(direct).toEqual([
      { productId: 'full', categoryId: 'cat1', price: 3000, seatIds: ['s1'], isFromResale: false },
      { productId: 'child', categoryId: 'cat1', price: 1500, seatIds: ['s1'], isFromResale: false },
    ]);
  });

  it('gives each resale seat its own offer at the asking price', () => {
    expect(ticketOffers.filter((o) => o.isFromResale)).toEqual([
      { productId: 'resale', categoryId: 'cat1', price: 4500, seatIds: ['s4'], isFromResale: true },
    ]);
  });

  it("lists the offers of one seat in the club's product order (standard price first), narrowed to that seat", () => {
    expect(offersForSeat(ticketOffers, 's1').map((o) => [o.productId, o.price, o.seatIds])).toEqual([
      ['full', 3000, ['s1']],
      ['child', 1500, ['s1']],
    ]);
    const childFirst = ticketOffersForBlock(answer, offers, ['child', 'full']);
    expect(offersForSeat(childFirst, 's1').map((o) => o.productId)).toEqual(['child', 'full']);
    expect(offersForSeat(ticketOffers, 's2')).toEqual([]);
    expect(offersForSeat(ticketOffers, 's4').map((o) => o.isFromResale)).toEqual([true]);
  });
});

describe('open seating', () => {
  const standing: BlockAnswer = {
    blockId: 'KOP',
    isOpenSeating: true,
    availability: 2,
    seats: [],
    resaleOffers: [],
  };

  it('turns the places left into numbered place ids, at most the cart maximum', () => {
    expect(openSeatingPlaceIds('KOP', 2)).toEqual(['open:KOP:1', 'open:KOP:2']);
    expect(openSeatingPlaceIds('KOP', 5000)).toHaveLength(99);
    expect(openSeatingPlaceIds('KOP', -1)).toEqual([]);
  });

  it('offers every place of the block with each price', () => {
    const [offer] = ticketOffersForBlock(standing, [
      { blockId: 'KOP', categoryId: 'kop', productId: 'full', price: 1200, availability: 2 },
    ]);
    expect(offer?.seatIds).toEqual(['open:KOP:1', 'open:KOP:2']);
  });

  it('hands the cart places in the block category', () => {
    expect(availableCartSeats(standing, { categoryId: 'kop', categoryName: 'Kop' })).toEqual([
      { id: 'open:KOP:1', rowName: '', seatNumber: '', categoryId: 'kop', categoryName: 'Kop' },
      { id: 'open:KOP:2', rowName: '', seatNumber: '', categoryId: 'kop', categoryName: 'Kop' },
    ]);
  });

  it('hands the cart only the available seats of a seated block', () => {
    expect(availableCartSeats(answer, null).map((s) => s.id)).toEqual(['s1', 's3', 's4']);
  });
});
