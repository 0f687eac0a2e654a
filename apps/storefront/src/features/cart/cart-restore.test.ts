import { describe, expect, it } from 'vitest';
import { restoreCart, shouldRestoreStoredCart } from './cart-restore';
import { blockA, cartWith, ticket } from './test-fixtures';

const forEvent = cartWith({ event: { id: 'e1', name: 'Derby' }, tickets: [ticket('s1')] });
const forPack = cartWith({
  ticketType: 'pack',
  pack: { id: 'p1', name: 'Trio', type: 'pack' },
  tickets: [ticket()],
});

describe('shouldRestoreStoredCart', () => {
  it('restores when no event or pack id is given', () => {
    expect(shouldRestoreStoredCart(forEvent, {})).toBe(true);
    expect(shouldRestoreStoredCart(forEvent, { eventId: null, packId: null })).toBe(true);
  });

  it('restores when the stored event or pack id matches', () => {
    expect(shouldRestoreStoredCart(forEvent, { eventId: 'e1' })).toBe(true);
    expect(shouldRestoreStoredCart(forPack, { packId: 'p1' })).toBe(true);
  });

  it('restores a cart with an order id whatever the page', () => {
    expect(shouldRestoreStoredCart({ ...forEvent, orderId: 'o1' }, { eventId: 'e2' })).toBe(true);
    expect(shouldRestoreStoredCart({ ...forEvent, orderId: 'o1' }, { packId: 'p1' })).toBe(true);
  });

  it('clears otherwise', () => {
    expect(shouldRestoreStoredCart(forEvent, { eventId: 'e2' })).toBe(false);
    expect(shouldRestoreStoredCart(forEvent, { packId: 'p1' })).toBe(false);
    expect(shouldRestoreStoredCart(forPack, { eventId: 'p1' })).toBe(false);
    expect(shouldRestoreStoredCart(cartWith(), { eventId: 'e1' })).toBe(false);
  });
});

describe('restoreCart', () => {
  it('keeps the cart but forgets a block request that did not survive the reload', () => {
    const stored = {
      ...forEvent,
      arena: { selectedBlock: blockA, blockLoading: { blockId: 'block-a', status: 'loading' as const } },
    };
    expect(restoreCart(stored, { eventId: 'e1' })).toEqual({
      ...forEvent,
      arena: { selectedBlock: blockA, blockLoading: null },
    });
  });

  it('is null when the stored cart must be cleared', () => {
    expect(restoreCart(forEvent, { eventId: 'e2' })).toBeNull();
  });
});
