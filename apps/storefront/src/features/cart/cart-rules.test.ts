import { describe, expect, it } from 'vitest';
import {
  fullReset,
  markBlockLoading,
  markBlockReceived,
  removeTicket,
  selectBlock,
  setBlockForAll,
  setCartSubject,
  setOffer,
  setTicketCount,
} from './cart-rules';
import { createEmptyCart } from './cart-schema';
import { blockA, blockB, cartWith, frozen, offer, ticket } from './test-fixtures';

describe('setTicketCount', () => {
  it('adds empty tickets in the selected ticket’s block and selects the first of them', () => {
    const cart = frozen(cartWith({ tickets: [ticket('s1'), ticket('s2')], selectedTicketIndex: 1 }));
    const next = setTicketCount(cart, 4, { max: 99 });
    expect(next.tickets).toHaveLength(4);
    expect(next.tickets.slice(0, 2)).toEqual(cart.tickets);
    expect(next.tickets.slice(2)).toEqual([
      { block: blockA, seat: null, offer: null },
      { block: blockA, seat: null, offer: null },
    ]);
    expect(next.selectedTicketIndex).toBe(2);
  });

  it('starts tickets of an empty cart in the last block chosen', () => {
    const cart = cartWith({ arena: { selectedBlock: blockB, blockLoading: null } });
    expect(setTicketCount(cart, 2, { max: 99 }).tickets).toEqual([
      { block: blockB, seat: null, offer: null },
      { block: blockB, seat: null, offer: null },
    ]);
  });

  it('keeps the selection on a selected ticket that still has no seat', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket()], selectedTicketIndex: 1 });
    expect(setTicketCount(cart, 3, { max: 99 }).selectedTicketIndex).toBe(1);
  });

  it('shrinking below the selected index selects a remaining ticket without a seat', () => {
    const cart = frozen(
      cartWith({
        tickets: [ticket(), ticket('s1'), ticket(), ticket()],
        selectedTicketIndex: 3,
        lastTicketIndexSelected: 3,
      }),
    );
    const next = setTicketCount(cart, 2, { max: 99 });
    expect(next.tickets).toEqual(cart.tickets.slice(0, 2));
    expect(next.selectedTicketIndex).toBe(0);
    expect(next.lastTicketIndexSelected).toBe(1);
  });

  it('shrinking onto seated tickets selects the last one left', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket('s2'), ticket()], selectedTicketIndex: 2 });
    expect(setTicketCount(cart, 2, { max: 99 }).selectedTicketIndex).toBe(1);
  });

  it.each([
    [0, 1],
    [-4, 1],
    [2.9, 2],
    [7, 5],
  ])('clamps %s tickets to %s with max 5', (count, expected) => {
    expect(setTicketCount(cartWith({ tickets: [ticket()] }), count, { max: 5 }).tickets).toHaveLength(
      expected,
    );
  });

  it('never exceeds max, even when max is below 1 (sold-out open seating)', () => {
    expect(setTicketCount(cartWith({ tickets: [ticket(), ticket()] }), 1, { max: 0 }).tickets).toEqual([]);
  });

  it('ignores a count that is not a number', () => {
    const cart = cartWith({ tickets: [ticket()] });
    expect(setTicketCount(cart, Number.NaN, { max: 5 })).toBe(cart);
  });
});

describe('setBlockForAll', () => {
  it('moves every ticket to the block, clearing seats and offers but not holders', () => {
    const holderInfo = adaHolder();
    const cart = frozen(
      cartWith({ tickets: [ticket('s1', { holderInfo }), ticket('s2')], selectedTicketIndex: 1 }),
    );
    const next = setBlockForAll(cart, blockB);
    expect(next.tickets).toEqual([
      { block: blockB, seat: null, offer: null, holderInfo },
      { block: blockB, seat: null, offer: null },
    ]);
    expect(next.arena.selectedBlock).toEqual(blockB);
    expect(next.selectedTicketIndex).toBe(0);
  });
});

describe('block loading', () => {
  it('selecting a block marks it loading, then received', () => {
    const loading = selectBlock(cartWith({ tickets: [ticket('s1')] }), blockB);
    expect(loading.tickets[0]).toEqual({ block: blockB, seat: null, offer: null });
    expect(loading.arena).toEqual({
      selectedBlock: blockB,
      blockLoading: { blockId: 'block-b', status: 'loading' },
    });
    expect(markBlockReceived(loading, 'block-b').arena.blockLoading).toEqual({
      blockId: 'block-b',
      status: 'received',
    });
  });

  it('ignores the answer for a block that is no longer loading', () => {
    const loading = markBlockLoading(cartWith(), 'block-b');
    expect(markBlockReceived(loading, 'block-a')).toBe(loading);
  });
});

describe('removeTicket', () => {
  const four = cartWith({ tickets: [ticket('s0'), ticket('s1'), ticket('s2'), ticket('s3')] });

  it('removes the ticket without touching the others', () => {
    const next = removeTicket(frozen(four), 1);
    expect(next.tickets.map((t) => t.seat?.id)).toEqual(['s0', 's2', 's3']);
  });

  it('keeps the selection on its ticket when an earlier one goes', () => {
    const next = removeTicket({ ...four, selectedTicketIndex: 2, lastTicketIndexSelected: 3 }, 0);
    expect(next.selectedTicketIndex).toBe(1);
    expect(next.tickets[next.selectedTicketIndex]?.seat?.id).toBe('s2');
    expect(next.lastTicketIndexSelected).toBe(2);
  });

  it('selects the following ticket when the selected one goes', () => {
    expect(removeTicket({ ...four, selectedTicketIndex: 1 }, 1).selectedTicketIndex).toBe(1);
  });

  it('selects the previous ticket when the selected last one goes', () => {
    expect(removeTicket({ ...four, selectedTicketIndex: 3 }, 3).selectedTicketIndex).toBe(2);
  });

  it('leaves an empty cart when the only ticket goes', () => {
    const next = removeTicket(cartWith({ tickets: [ticket('s1')] }), 0);
    expect(next.tickets).toEqual([]);
    expect(next.selectedTicketIndex).toBe(0);
  });

  it.each([-1, 4, 0.5])('ignores index %s', (index) => {
    expect(removeTicket(four, index)).toBe(four);
  });
});

describe('setOffer', () => {
  it('sets the offer of one ticket only', () => {
    const cart = frozen(cartWith({ tickets: [ticket(), ticket()] }));
    const chosen = offer(['s1'], { productId: 'child', price: 1000 });
    const next = setOffer(cart, 1, chosen);
    expect(next.tickets[1]?.offer).toEqual(chosen);
    expect(next.tickets[0]?.offer).toBeNull();
  });

  it('clears an offer with null and ignores indices outside the cart', () => {
    const cart = cartWith({ tickets: [ticket('s1')] });
    expect(setOffer(cart, 0, null).tickets[0]?.offer).toBeNull();
    expect(setOffer(cart, 1, offer(['s1']))).toBe(cart);
  });
});

describe('setCartSubject', () => {
  it('switches between event and pack, clearing the other', () => {
    const pack = setCartSubject(cartWith({ event: { id: 'e1', name: 'Derby' } }), {
      ticketType: 'pack',
      pack: { id: 'p1', name: 'Trio', type: 'pack' },
    });
    expect(pack).toMatchObject({ ticketType: 'pack', event: null, pack: { id: 'p1' } });
    const event = setCartSubject(pack, { ticketType: 'event', event: { id: 'e2', name: 'Final' } });
    expect(event).toMatchObject({ ticketType: 'event', pack: null, event: { id: 'e2' } });
  });

  it('keeps the selection on the same event, and starts it over (keeping the order) on another', () => {
    const cart = frozen(
      cartWith({
        event: { id: 'e1', name: 'Derby' },
        tickets: [ticket('s1')],
        orderId: 'ord_1',
        arena: { selectedBlock: blockA, blockLoading: null },
      }),
    );
    expect(setCartSubject(cart, { ticketType: 'event', event: { id: 'e1', name: 'Derby' } }).tickets).toEqual(
      cart.tickets,
    );
    const other = setCartSubject(cart, { ticketType: 'event', event: { id: 'e2', name: 'Final' } });
    expect(other).toMatchObject({ orderId: 'ord_1', tickets: [], arena: { selectedBlock: null } });
  });
});

describe('fullReset', () => {
  it('clears order, tickets, options, arena selection and promo codes', () => {
    expect(fullReset()).toEqual(createEmptyCart());
    expect(fullReset()).toMatchObject({
      orderId: null,
      tickets: [],
      options: [],
      promoCodeIds: [],
      arena: { selectedBlock: null, blockLoading: null },
    });
  });
});

function adaHolder() {
  return {
    gender: 'unknown' as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    streetAddress: '',
    postalCode: '',
    cityName: '',
    country: '',
    phoneNumber: '',
    dateOfBirth: null,
  };
}
