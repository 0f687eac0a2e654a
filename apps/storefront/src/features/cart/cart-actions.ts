'use client';

import { type Getter, type Setter, atom } from 'jotai';
import { type RestoreTarget, restoreCart } from './cart-restore';
import {
  type CartSubject,
  markBlockLoading,
  markBlockReceived,
  removeTicket,
  selectBlock,
  setBlockForAll,
  setCartSubject,
  setOffer,
  setTicketCount,
} from './cart-rules';
import { emptyCart } from './cart-defaults';
import type { Cart, CartBlock, CartSeat, TicketOffer } from './cart-schema';
import { readStoredCart } from './cart-storage';
import {
  RESET_CART,
  cartAtom,
  openSeatingBlockAtom,
  receivedBlockAtom,
  selectableTicketCountAtom,
} from './cart-store';
import { type ResaleFilter, type SeatChoice, autoAssignOpenSeating, toggleSeat } from './seat-rules';
import { selectTicket } from './ticket-selection';

/** Applies a rule to the cart; a rule that refuses returns the same cart and nothing is written. */
function apply(get: Getter, set: Setter, rule: (cart: Cart) => Cart): void {
  const cart = get(cartAtom);
  const next = rule(cart);
  if (next !== cart) set(cartAtom, next);
}

/** Fills open-seating tickets from the received block, so added tickets get a place too. */
function fillOpenSeating(get: Getter, set: Setter): void {
  const open = get(openSeatingBlockAtom);
  if (!open) return;
  apply(get, set, (cart) =>
    autoAssignOpenSeating(cart, open.block, open.received.availableSeats, open.received.offers),
  );
}

/** Sets the ticket count within the selectable number of tickets. */
export const setTicketCountAtom = atom(null, (get, set, count: number) => {
  apply(get, set, (cart) => setTicketCount(cart, count, { max: get(selectableTicketCountAtom) }));
  fillOpenSeating(get, set);
});

/** Moves every ticket to `block` (clearing seats and offers) and marks its seats as loading. */
export const selectBlockAtom = atom(null, (get, set, block: CartBlock) => {
  set(receivedBlockAtom, null);
  apply(get, set, (cart) => selectBlock(cart, block));
});

/**
 * Asks again for the seats of the block the cart is already in (after a reload or a failed
 * request) without clearing the tickets' seats, as choosing the block again would.
 */
export const reloadBlockAtom = atom(null, (get, set) => {
  const block = get(cartAtom).arena.selectedBlock;
  if (!block) return;
  set(receivedBlockAtom, null);
  apply(get, set, (cart) => markBlockLoading(cart, block.id));
});

/** The block answer: marks it received and, for open seating, fills the tickets; stale answers are ignored. */
export const receiveBlockAtom = atom(
  null,
  (
    get,
    set,
    answer: { blockId: string; availableSeats: readonly CartSeat[]; offers?: readonly TicketOffer[] },
  ) => {
    if (get(cartAtom).arena.blockLoading?.blockId !== answer.blockId) return;
    set(receivedBlockAtom, { ...answer, offers: answer.offers ?? [] });
    apply(get, set, (cart) => markBlockReceived(cart, answer.blockId));
    fillOpenSeating(get, set);
  },
);

/** Removes ticket `index`. */
export const removeTicketAtom = atom(null, (get, set, index: number) => {
  apply(get, set, (cart) => removeTicket(cart, index));
});

/** Map click on a seat: select or deselect it (see `toggleSeat`). */
export const toggleSeatAtom = atom(
  null,
  (
    get,
    set,
    click: { seat: SeatChoice; resaleFilter: ResaleFilter; offersForSeat?: readonly TicketOffer[] },
  ) => {
    apply(get, set, (cart) => toggleSeat(cart, click.seat, click));
  },
);

/**
 * "Best available": gives the seats to the tickets in order (ticket 1 the first seat...), after
 * clearing the seats the tickets had in this block. Seats beyond the ticket count are ignored.
 */
export const assignSeatsAtom = atom(
  null,
  (
    get,
    set,
    choice: { seats: readonly SeatChoice[]; offersForSeat: (seatId: string) => readonly TicketOffer[] },
  ) => {
    apply(get, set, (cart) => {
      const block = cart.arena.selectedBlock;
      if (!block) return cart;
      return choice.seats
        .slice(0, cart.tickets.length)
        .reduce(
          (next, seat) =>
            toggleSeat(next, seat, { resaleFilter: 'all', offersForSeat: choice.offersForSeat(seat.id) }),
          setBlockForAll(cart, block),
        );
    });
  },
);

/** Sets the price offer of one ticket. */
export const setOfferAtom = atom(
  null,
  (get, set, change: { ticketIndex: number; offer: TicketOffer | null }) => {
    apply(get, set, (cart) => setOffer(cart, change.ticketIndex, change.offer));
  },
);

/** Selects ticket `index` ("ticket n of m" navigation). */
export const selectTicketAtom = atom(null, (get, set, index: number) => {
  apply(get, set, (cart) => selectTicket(cart, index));
});

/** Records the event or pack the cart is for. */
export const setCartSubjectAtom = atom(null, (get, set, subject: CartSubject) => {
  apply(get, set, (cart) => setCartSubject(cart, subject));
});

/** Full reset: empties the cart and removes the stored copy. */
export const fullResetAtom = atom(null, (_get, set) => {
  set(receivedBlockAtom, null);
  set(cartAtom, RESET_CART);
});

/**
 * Applies the restore rule to the stored cart for the page's event or pack. It reads storage itself
 * rather than the atom, which may not have loaded the stored cart yet when this runs; the promise
 * settles once the cart is restored (or cleared), for the page to go on from there.
 */
export const restoreCartAtom = atom(null, async (_get, set, target: RestoreTarget) => {
  set(receivedBlockAtom, null);
  const restored = restoreCart((await readStoredCart()) ?? emptyCart(), target);
  set(cartAtom, restored ?? RESET_CART);
});

/**
 * Seats someone else took while the buyer was choosing: their tickets lose seat and price, and
 * the block is asked for again so the map shows them taken.
 */
export const releaseTakenSeatsAtom = atom(null, (get, set, seatIds: readonly string[]) => {
  apply(get, set, (cart) => {
    if (!cart.tickets.some((ticket) => ticket.seat && seatIds.includes(ticket.seat.id))) return cart;
    return {
      ...cart,
      tickets: cart.tickets.map((ticket) =>
        ticket.seat && seatIds.includes(ticket.seat.id) ? { ...ticket, seat: null, offer: null } : ticket,
      ),
    };
  });
  const block = get(cartAtom).arena.selectedBlock;
  if (!block) return;
  set(receivedBlockAtom, null);
  apply(get, set, (cart) => markBlockLoading(cart, block.id));
});
