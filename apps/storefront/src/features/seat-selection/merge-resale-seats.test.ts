import { describe, expect, it } from 'vitest';
import { type ApiSeat, mergeResaleSeats } from './merge-resale-seats';

const apiSeat = (id: string, available: boolean): ApiSeat => ({
  id,
  row: 1,
  column: 1,
  rowName: 'A',
  seatNumber: '1',
  x: 0,
  y: 0,
  isAccessible: false,
  isRestrictedView: false,
  available,
  price: available ? 2500 : null,
  productIds: available ? ['full'] : [],
  category: { id: 'cat1', name: 'Cat. 1', colour: '#123456' },
});

describe('mergeResaleSeats', () => {
  const resale = [
    { id: 'r1', productId: 'resale', description: null, seats: [{ seatId: 'sold', price: 4000 }] },
    { id: 'r2', productId: 'resale', description: null, seats: [{ seatId: 'sold', price: 3500 }] },
    { id: 'r3', productId: 'resale', description: null, seats: [{ seatId: 'free', price: 1000 }] },
  ];
  const [free, sold, gone] = mergeResaleSeats(
    [apiSeat('free', true), apiSeat('sold', false), apiSeat('gone', false)],
    resale,
  );

  it('makes a resold seat available at its cheapest asking price, with no club product', () => {
    expect(sold).toMatchObject({ available: true, isResale: true, price: 3500, productIds: [] });
  });

  it('keeps a seat the club sells as a club seat, whatever a listing says', () => {
    expect(free).toMatchObject({ available: true, isResale: false, price: 2500, productIds: ['full'] });
  });

  it('leaves a sold seat without listing unavailable', () => {
    expect(gone).toMatchObject({ available: false, isResale: false, price: null });
  });

  it('marks a restricted-view seat, and says nothing of the others', () => {
    const [plain, restricted] = mergeResaleSeats(
      [apiSeat('plain', true), { ...apiSeat('pillar', true), isRestrictedView: true }],
      [],
    );
    expect(restricted).toMatchObject({ id: 'pillar', isRestrictedView: true });
    expect(plain).not.toHaveProperty('isRestrictedView');
  });

  it('flattens the category', () => {
    expect(free).toMatchObject({ categoryId: 'cat1', categoryName: 'Cat. 1', colour: '#123456' });
  });
});
