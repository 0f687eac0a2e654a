import { describe, expect, it } from 'vitest';
import { isCartValid, validateCart } from './cart-validity';
import { cartWith, offer, seat, ticket } from './test-fixtures';

const limits = { max: 10 };

describe('validateCart', () => {
  it('finds nothing wrong with complete, distinct tickets', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket('s2')] });
    expect(validateCart(cart, limits)).toEqual([]);
    expect(isCartValid(cart, limits)).toBe(true);
  });

  it('reports each missing block, seat and offer by ticket', () => {
    const cart = cartWith({
      tickets: [ticket('s1'), { block: null, seat: null, offer: null }, ticket('s3', { offer: null })],
    });
    expect(validateCart(cart, limits)).toEqual([
      { code: 'missing-block', ticketIndex: 1 },
      { code: 'missing-seat', ticketIndex: 1 },
      { code: 'missing-offer', ticketIndex: 1 },
      { code: 'missing-offer', ticketIndex: 2 },
    ]);
    expect(isCartValid(cart, limits)).toBe(false);
  });

  it('reports a seat its offer does not cover', () => {
    const cart = cartWith({ tickets: [ticket('s1', { offer: offer(['s2', 's3']) })] });
    expect(validateCart(cart, limits)).toEqual([{ code: 'seat-not-in-offer', ticketIndex: 0, seatId: 's1' }]);
  });

  it('reports a seat chosen twice on the later ticket', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket('s2'), ticket('s1', { seat: seat('s1') })] });
    expect(validateCart(cart, limits)).toEqual([
      { code: 'seat-chosen-twice', ticketIndex: 2, seatId: 's1', firstTicketIndex: 0 },
    ]);
  });

  it('requires at least one ticket', () => {
    expect(validateCart(cartWith(), limits)).toEqual([
      { code: 'quantity-out-of-range', quantity: 0, min: 1, max: 10 },
    ]);
  });

  it('requires no more tickets than can be selected', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket('s2'), ticket('s3')] });
    expect(validateCart(cart, { max: 2 })).toEqual([
      { code: 'quantity-out-of-range', quantity: 3, min: 1, max: 2 },
    ]);
    expect(isCartValid(cart, { max: 3 })).toBe(true);
  });
});
