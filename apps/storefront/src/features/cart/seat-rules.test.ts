import { describe, expect, it } from 'vitest';
import { autoAssignOpenSeating, isAllowedByResaleFilter, type SeatChoice, toggleSeat } from './seat-rules';
import { blockA, blockB, cartWith, frozen, offer, seat, standing, ticket } from './test-fixtures';

const free = (id: string, extra: Partial<SeatChoice> = {}): SeatChoice => ({
  ...seat(id),
  available: true,
  ...extra,
});
const all = { resaleFilter: 'all' } as const;

describe('toggleSeat: selecting', () => {
  it('gives the seat to the selected ticket and moves on to the next ticket without a seat', () => {
    const cart = frozen(cartWith({ tickets: [ticket(), ticket(), ticket()], selectedTicketIndex: 1 }));
    const next = toggleSeat(cart, free('s9'), all);
    expect(next.tickets[1]).toEqual({ block: blockA, seat: seat('s9'), offer: null });
    expect(next.selectedTicketIndex).toBe(2);
    expect(next.lastTicketIndexSelected).toBe(1);
  });

  it('walks "ticket n of m" to the end, then stays on the last seated ticket', () => {
    let cart = cartWith({ tickets: [ticket(), ticket()] });
    cart = toggleSeat(cart, free('s1'), all);
    expect(cart.selectedTicketIndex).toBe(1);
    cart = toggleSeat(cart, free('s2'), all);
    expect(cart.tickets.map((t) => t.seat?.id)).toEqual(['s1', 's2']);
    expect(cart.selectedTicketIndex).toBe(1);
  });

  it('replaces the seat of a selected ticket that already has one', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket('s2')], selectedTicketIndex: 0 });
    expect(toggleSeat(cart, free('s3'), all).tickets.map((t) => t.seat?.id)).toEqual(['s3', 's2']);
  });

  it('takes the only offer covering the seat as the default', () => {
    const only = offer(['s9', 's10']);
    const other = offer(['s10'], { productId: 'child' });
    const next = toggleSeat(cartWith({ tickets: [ticket()] }), free('s9'), {
      ...all,
      offersForSeat: [only, other],
    });
    expect(next.tickets[0]?.offer).toEqual(only);
  });

  it('gives the standard price (the first direct offer) when several offers cover the seat', () => {
    const standard = offer(['s9']);
    const next = toggleSeat(cartWith({ tickets: [ticket()] }), free('s9'), {
      ...all,
      offersForSeat: [standard, offer(['s9'], { productId: 'child', price: 1000 })],
    });
    expect(next.tickets[0]?.offer).toEqual(standard);
  });

  it('keeps the kind of price the ticket had when it moves to another seat', () => {
    const cart = cartWith({
      tickets: [ticket('s1', { offer: offer(['s1'], { productId: 'child', price: 1000 }) })],
      selectedTicketIndex: 0,
    });
    const child = offer(['s9'], { productId: 'child', price: 1000 });
    const next = toggleSeat(cart, free('s9'), { ...all, offersForSeat: [offer(['s9']), child] });
    expect(next.tickets[0]?.offer).toEqual(child);
  });

  it('gives a resale seat its resale offer', () => {
    const resale = offer(['s9'], { productId: 'resale', isFromResale: true, price: 5000 });
    const next = toggleSeat(cartWith({ tickets: [ticket()] }), free('s9', { isResale: true }), {
      ...all,
      offersForSeat: [resale],
    });
    expect(next.tickets[0]?.offer).toEqual(resale);
  });

  it('stores only cart fields, not the map’s sale state', () => {
    const next = toggleSeat(
      cartWith({ tickets: [ticket()] }),
      free('s9', { x: 4, y: 2, isResale: true }),
      all,
    );
    expect(next.tickets[0]?.seat).toEqual({ ...seat('s9'), x: 4, y: 2 });
  });

  it('puts a ticket without a block in the block chosen last', () => {
    const cart = cartWith({
      tickets: [ticket(undefined, { block: null })],
      arena: { selectedBlock: blockB, blockLoading: null },
    });
    expect(toggleSeat(cart, free('s9'), all).tickets[0]?.block).toEqual(blockB);
  });

  it('refuses a seat that is not available', () => {
    const cart = cartWith({ tickets: [ticket()] });
    expect(toggleSeat(cart, free('s9', { available: false }), all)).toBe(cart);
  });

  it('does nothing on an empty cart', () => {
    const cart = cartWith();
    expect(toggleSeat(cart, free('s9'), all)).toBe(cart);
  });
});

describe('toggleSeat: resale filter', () => {
  const cart = cartWith({ tickets: [ticket()] });

  it('refuses a resale seat when only direct sales are shown', () => {
    expect(toggleSeat(cart, free('s9', { isResale: true }), { resaleFilter: 'direct-only' })).toBe(cart);
  });

  it('refuses a direct-sale seat when only resale is shown', () => {
    expect(toggleSeat(cart, free('s9'), { resaleFilter: 'resale-only' })).toBe(cart);
  });

  it('accepts a resale seat when resale is shown', () => {
    const next = toggleSeat(cart, free('s9', { isResale: true }), { resaleFilter: 'resale-only' });
    expect(next.tickets[0]?.seat?.id).toBe('s9');
  });

  it.each([
    ['all', false, true],
    ['all', true, true],
    ['resale-only', true, true],
    ['resale-only', false, false],
    ['direct-only', false, true],
    ['direct-only', true, false],
  ] as const)('filter %s, resale %s: allowed %s', (filter, isResale, allowed) => {
    expect(isAllowedByResaleFilter(free('s', { isResale }), filter)).toBe(allowed);
  });
});

describe('toggleSeat: deselecting', () => {
  it('clears the seat and offer of the ticket holding it and selects that ticket', () => {
    const cart = frozen(
      cartWith({
        tickets: [ticket('s1'), ticket('s2'), ticket()],
        selectedTicketIndex: 2,
        lastTicketIndexSelected: 1,
      }),
    );
    const next = toggleSeat(cart, free('s1'), all);
    expect(next.tickets[0]).toEqual({ block: blockA, seat: null, offer: null });
    expect(next.tickets[1]).toEqual(cart.tickets[1]);
    expect(next.selectedTicketIndex).toBe(0);
    expect(next.lastTicketIndexSelected).toBe(0);
  });

  it('deselects a seat held by the cart even though the map shows it unavailable or filtered out', () => {
    const cart = cartWith({ tickets: [ticket('s1'), ticket()], selectedTicketIndex: 1 });
    const next = toggleSeat(cart, free('s1', { available: false, isResale: true }), {
      resaleFilter: 'direct-only',
    });
    expect(next.tickets[0]?.seat).toBeNull();
    expect(next.selectedTicketIndex).toBe(0);
  });
});

describe('autoAssignOpenSeating', () => {
  const places = [seat('p1'), seat('p2'), seat('p3')];

  it('gives every ticket a place of the block', () => {
    const cart = frozen(cartWith({ tickets: [ticket(), ticket()] }));
    const next = autoAssignOpenSeating(cart, standing, places, [offer(['p1', 'p2', 'p3'])]);
    expect(next.tickets).toEqual([
      { block: standing, seat: seat('p1'), offer: offer(['p1', 'p2', 'p3']) },
      { block: standing, seat: seat('p2'), offer: offer(['p1', 'p2', 'p3']) },
    ]);
    expect(next.arena.selectedBlock).toEqual(standing);
  });

  it('drops tickets beyond the places left', () => {
    const cart = cartWith({ tickets: [ticket(), ticket(), ticket(), ticket()], selectedTicketIndex: 3 });
    const next = autoAssignOpenSeating(cart, standing, places);
    expect(next.tickets.map((t) => t.seat?.id)).toEqual(['p1', 'p2', 'p3']);
    expect(next.selectedTicketIndex).toBe(2);
  });

  it('empties the cart of a sold-out block', () => {
    expect(autoAssignOpenSeating(cartWith({ tickets: [ticket()] }), standing, []).tickets).toEqual([]);
  });

  it('leaves a seated block to the map', () => {
    const cart = cartWith({ tickets: [ticket()] });
    expect(autoAssignOpenSeating(cart, blockA, places)).toBe(cart);
  });
});
