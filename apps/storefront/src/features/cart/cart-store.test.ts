import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fullResetAtom,
  receiveBlockAtom,
  removeTicketAtom,
  restoreCartAtom,
  selectBlockAtom,
  selectTicketAtom,
  setCartSubjectAtom,
  setOfferAtom,
  setTicketCountAtom,
  toggleSeatAtom,
} from './cart-actions';
import { type Cart, createEmptyCart } from './cart-schema';
import {
  CART_STORAGE_KEY,
  cartAtom,
  cartItemCountAtom,
  cartTotalCentsAtom,
  cartValidityAtom,
  selectableTicketCountAtom,
  selectedTicketAtom,
  ticketLimitsAtom,
} from './cart-store';
import { blockA, cartWith, offer, seat, standing, ticket } from './test-fixtures';

/** Map-backed stand-in for the browser's localStorage (the node test environment has none). */
function fakeLocalStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

let storage: ReturnType<typeof fakeLocalStorage>;

beforeEach(() => {
  storage = fakeLocalStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stored(): unknown {
  const raw = storage.items.get(CART_STORAGE_KEY);
  return raw === undefined ? undefined : JSON.parse(raw);
}

/** A store with the cart mounted, as the always-present cart button does in the app. */
function mountedStore() {
  const store = createStore();
  store.sub(cartAtom, () => {});
  return store;
}

const derby = cartWith({
  event: { id: 'e1', name: 'Derby' },
  tickets: [ticket('s1'), ticket()],
  selectedTicketIndex: 1,
});

describe('cartAtom storage', () => {
  it('starts empty and reads the stored cart once mounted (SSR-safe)', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(derby));
    const store = createStore();
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
    store.sub(cartAtom, () => {});
    // Checked against the schema, which is loaded for it: not at once.
    await vi.waitFor(() => expect(store.get(cartAtom)).toEqual(derby));
  });

  it('drops stored text that is not JSON', async () => {
    storage.setItem(CART_STORAGE_KEY, '{"tickets": [');
    const store = mountedStore();
    await vi.waitFor(() => expect(storage.items.has(CART_STORAGE_KEY)).toBe(false));
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
  });

  it('drops a stored cart that does not match the schema', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ tickets: [{ seat: 'A12' }] }));
    const store = mountedStore();
    await vi.waitFor(() => expect(storage.items.has(CART_STORAGE_KEY)).toBe(false));
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
  });

  it('keeps what the page changed before the stored cart was read', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(derby));
    const store = mountedStore();
    store.set(setTicketCountAtom, 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(cartAtom).tickets).toHaveLength(3);
    expect(stored()).toEqual(store.get(cartAtom));
  });

  it('writes every change under the cart key', () => {
    const store = mountedStore();
    store.set(setTicketCountAtom, 2);
    expect(stored()).toEqual(store.get(cartAtom));
    expect((stored() as Cart).tickets).toHaveLength(2);
  });
});

describe('derived atoms', () => {
  const full = cartWith({
    tickets: [ticket('s1', { offer: offer(['s1'], { price: 3000 }) }), ticket()],
    options: [{ id: 'card', type: 'plastic_card', netPrice: 250 }],
    selectedTicketIndex: 1,
  });

  it('counts seated tickets and options, totals cents and exposes the selected ticket', () => {
    const store = mountedStore();
    store.set(cartAtom, full);
    expect(store.get(cartItemCountAtom)).toBe(2);
    expect(store.get(cartTotalCentsAtom)).toBe(3250);
    expect(store.get(selectedTicketAtom)).toEqual(ticket());
  });

  it('has no selected ticket in an empty cart', () => {
    expect(mountedStore().get(selectedTicketAtom)).toBeNull();
  });

  it('reports validity against the selectable ticket count', () => {
    const store = mountedStore();
    store.set(cartAtom, full);
    expect(store.get(cartValidityAtom).map((p) => p.code)).toEqual(['missing-seat', 'missing-offer']);
    store.set(ticketLimitsAtom, { channelMax: 1 });
    expect(store.get(cartValidityAtom)[0]).toEqual({
      code: 'quantity-out-of-range',
      quantity: 2,
      min: 1,
      max: 1,
    });
  });
});

describe('action atoms', () => {
  it('caps the ticket count at the site and channel limits', () => {
    const store = mountedStore();
    expect(store.get(selectableTicketCountAtom)).toBe(99);
    store.set(setTicketCountAtom, 500);
    expect(store.get(cartAtom).tickets).toHaveLength(99);
    store.set(ticketLimitsAtom, { websiteMaxTicketsInCart: 10, channelMax: 4 });
    store.set(setTicketCountAtom, 6);
    expect(store.get(cartAtom).tickets).toHaveLength(4);
  });

  it('runs the seat-selection flow: block, count, seats, offer, removal', () => {
    const store = mountedStore();
    store.set(setCartSubjectAtom, { ticketType: 'event', event: { id: 'e1', name: 'Derby' } });
    store.set(selectBlockAtom, blockA);
    expect(store.get(cartAtom).arena.blockLoading).toEqual({ blockId: 'block-a', status: 'loading' });
    store.set(receiveBlockAtom, { blockId: 'block-a', availableSeats: [] });
    expect(store.get(cartAtom).arena.blockLoading).toEqual({ blockId: 'block-a', status: 'received' });

    store.set(setTicketCountAtom, 2);
    const s1 = { ...seat('s1'), available: true };
    store.set(toggleSeatAtom, { seat: s1, resaleFilter: 'all', offersForSeat: [offer(['s1'])] });
    store.set(toggleSeatAtom, { seat: { ...seat('s2'), available: true }, resaleFilter: 'all' });
    store.set(setOfferAtom, { ticketIndex: 1, offer: offer(['s2'], { price: 1200 }) });
    expect(store.get(cartValidityAtom)).toEqual([]);
    expect(store.get(cartTotalCentsAtom)).toBe(2500 + 1200);

    store.set(selectTicketAtom, 0);
    expect(store.get(cartAtom).selectedTicketIndex).toBe(0);
    store.set(removeTicketAtom, 0);
    expect(store.get(cartAtom).tickets.map((t) => t.seat?.id)).toEqual(['s2']);
    expect(stored()).toEqual(store.get(cartAtom));
  });

  it('does not write storage when a rule refuses the change', () => {
    const store = mountedStore();
    store.set(setTicketCountAtom, 1);
    const setItem = vi.spyOn(storage, 'setItem');
    store.set(toggleSeatAtom, { seat: { ...seat('s1'), available: false }, resaleFilter: 'all' });
    store.set(selectTicketAtom, 5);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('fills open seating on arrival, caps the count at the places left, and fills added tickets', () => {
    const store = mountedStore();
    store.set(setTicketCountAtom, 3);
    store.set(selectBlockAtom, standing);
    const places = [seat('p1'), seat('p2')];
    store.set(receiveBlockAtom, {
      blockId: 'block-s',
      availableSeats: places,
      offers: [offer(['p1', 'p2'])],
    });
    expect(store.get(cartAtom).tickets).toEqual([
      { block: standing, seat: seat('p1'), offer: offer(['p1', 'p2']) },
      { block: standing, seat: seat('p2'), offer: offer(['p1', 'p2']) },
    ]);
    expect(store.get(selectableTicketCountAtom)).toBe(2);

    store.set(setTicketCountAtom, 1);
    store.set(setTicketCountAtom, 5);
    expect(store.get(cartAtom).tickets.map((t) => t.seat?.id)).toEqual(['p1', 'p2']);
  });

  it('ignores the answer for a block the buyer has left', () => {
    const store = mountedStore();
    store.set(setTicketCountAtom, 2);
    store.set(selectBlockAtom, standing);
    store.set(selectBlockAtom, blockA);
    store.set(receiveBlockAtom, { blockId: 'block-s', availableSeats: [seat('p1')] });
    expect(store.get(cartAtom).arena.blockLoading).toEqual({ blockId: 'block-a', status: 'loading' });
    expect(store.get(cartAtom).tickets.every((t) => t.seat === null)).toBe(true);
  });

  it('full reset empties the cart and removes the stored copy', () => {
    const store = mountedStore();
    store.set(cartAtom, { ...derby, orderId: 'o1', promoCodeIds: ['p'] });
    store.set(fullResetAtom);
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
    expect(storage.items.has(CART_STORAGE_KEY)).toBe(false);
  });
});

describe('restoreCartAtom', () => {
  it('keeps a stored cart for the same event', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(derby));
    const store = createStore();
    await store.set(restoreCartAtom, { eventId: 'e1' });
    expect(store.get(cartAtom)).toEqual(derby);
    expect(stored()).toEqual(derby);
  });

  it('clears a stored cart for another event, in memory and in storage', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(derby));
    const store = mountedStore();
    await vi.waitFor(() => expect(store.get(cartAtom)).toEqual(derby));
    await store.set(restoreCartAtom, { eventId: 'e2' });
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
    expect(storage.items.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('keeps a cart with an order id on another event’s page', async () => {
    const ordered = { ...derby, orderId: 'o1' };
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(ordered));
    const store = createStore();
    await store.set(restoreCartAtom, { eventId: 'e2' });
    expect(store.get(cartAtom)).toEqual(ordered);
  });

  it('keeps the stored cart on pages about no event or pack', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(derby));
    const store = createStore();
    await store.set(restoreCartAtom, {});
    expect(store.get(cartAtom)).toEqual(derby);
  });

  it('starts from an empty cart when nothing is stored', async () => {
    const store = mountedStore();
    await store.set(restoreCartAtom, { eventId: 'e1' });
    expect(store.get(cartAtom)).toEqual(createEmptyCart());
  });
});
