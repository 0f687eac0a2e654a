import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TICKETS_IN_CART, maxTicketsInCart } from './cart-limits';

describe('maxTicketsInCart', () => {
  it('is 99 when nothing else is configured', () => {
    expect(DEFAULT_MAX_TICKETS_IN_CART).toBe(99);
    expect(maxTicketsInCart({})).toBe(99);
    expect(maxTicketsInCart({ websiteMaxTicketsInCart: null, channelMax: null })).toBe(99);
  });

  it('uses websiteMaxTicketsInCart instead of 99, even above it', () => {
    expect(maxTicketsInCart({ websiteMaxTicketsInCart: 150 })).toBe(150);
    expect(maxTicketsInCart({ websiteMaxTicketsInCart: 10 })).toBe(10);
  });

  it('takes the smallest of site, channel and open-seating availability', () => {
    expect(maxTicketsInCart({ websiteMaxTicketsInCart: 20, channelMax: 6 })).toBe(6);
    expect(maxTicketsInCart({ channelMax: 6, openSeatingAvailable: 4 })).toBe(4);
    expect(maxTicketsInCart({ websiteMaxTicketsInCart: 3, channelMax: 6, openSeatingAvailable: 4 })).toBe(3);
  });

  it('never goes below 0', () => {
    expect(maxTicketsInCart({ openSeatingAvailable: 0 })).toBe(0);
    expect(maxTicketsInCart({ channelMax: -2 })).toBe(0);
  });
});
