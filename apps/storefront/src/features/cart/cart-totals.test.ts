import { describe, expect, it } from 'vitest';
import { cartItemCount, cartTotalCents } from './cart-totals';
import { cartWith, offer, ticket } from './test-fixtures';

const cart = cartWith({
  tickets: [
    ticket('s1', { offer: offer(['s1'], { price: 2550 }) }),
    ticket('s2', { offer: offer(['s2'], { price: 1005 }) }),
    ticket(),
  ],
  options: [
    { id: 'park', type: 'parking', netPrice: 800 },
    { id: 'card', type: 'plastic_card', netPrice: 199 },
  ],
});

describe('cart totals', () => {
  it('counts tickets with a seat and options', () => {
    expect(cartItemCount(cart)).toBe(4);
    expect(cartItemCount(cartWith())).toBe(0);
  });

  it('sums offer prices and option net prices in cents, skipping unpriced tickets', () => {
    expect(cartTotalCents(cart)).toBe(2550 + 1005 + 800 + 199);
    expect(cartTotalCents(cartWith())).toBe(0);
  });
});
