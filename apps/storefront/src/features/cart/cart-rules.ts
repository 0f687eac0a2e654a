import { clampIndex, emptyCart } from './cart-defaults';
import type { Cart, CartBlock, CartEvent, CartPack, CartTicket, TicketOffer } from './cart-schema';
import { settleSelection } from './ticket-selection';

// Every rule of docs/product.md#cart-rules is reachable from here; the seat and restore rules live beside it.
export { nextTicketWithoutSeat, selectTicket } from './ticket-selection';
export { autoAssignOpenSeating, isAllowedByResaleFilter, toggleSeat } from './seat-rules';
export type { ResaleFilter, SeatChoice, ToggleSeatOptions } from './seat-rules';
export { restoreCart, shouldRestoreStoredCart } from './cart-restore';
export type { RestoreTarget } from './cart-restore';

/** The block new tickets start in: the selected ticket's, else the last block chosen. */
function chosenBlock(cart: Cart): CartBlock | null {
  return cart.tickets[cart.selectedTicketIndex]?.block ?? cart.arena.selectedBlock;
}

/**
 * Grows or shrinks the cart to `count` tickets, clamped to 1..max (max wins when it is below 1, so
 * a sold-out block never holds tickets). New tickets start empty in the chosen block, and the
 * selection moves to the next ticket without a seat.
 */
export function setTicketCount(cart: Cart, count: number, { max }: { max: number }): Cart {
  if (!Number.isFinite(count)) return cart;
  const target = Math.min(Math.max(Math.trunc(count), 1), Math.max(Math.floor(max), 0));
  if (target === cart.tickets.length) return cart;
  const block = chosenBlock(cart);
  const added = Array.from({ length: Math.max(target - cart.tickets.length, 0) }, (): CartTicket => ({
    block,
    seat: null,
    offer: null,
  }));
  const tickets = [...cart.tickets.slice(0, target), ...added];
  return settleSelection({ ...cart, tickets }, cart.selectedTicketIndex);
}

/** Puts every ticket in `block`, clearing seats and offers chosen elsewhere; selection restarts at 1. */
export function setBlockForAll(cart: Cart, block: CartBlock): Cart {
  const tickets = cart.tickets.map((ticket) => ({ ...ticket, block, seat: null, offer: null }));
  return {
    ...cart,
    tickets,
    selectedTicketIndex: 0,
    lastTicketIndexSelected: 0,
    arena: { ...cart.arena, selectedBlock: block },
  };
}

/** Marks a block request as sent. */
export function markBlockLoading(cart: Cart, blockId: string): Cart {
  return { ...cart, arena: { ...cart.arena, blockLoading: { blockId, status: 'loading' } } };
}

/**
 * Marks the block's seats and resale offers as received; an answer for another block is stale and ignored.
 */
export function markBlockReceived(cart: Cart, blockId: string): Cart {
  if (cart.arena.blockLoading?.blockId !== blockId) return cart;
  return { ...cart, arena: { ...cart.arena, blockLoading: { blockId, status: 'received' } } };
}

/** Block choice on the overview: every ticket moves to it and its seats start loading. */
export function selectBlock(cart: Cart, block: CartBlock): Cart {
  return markBlockLoading(setBlockForAll(cart, block), block.id);
}

/** Removes ticket `index`; the selection follows its ticket, or the previous one when the last went. */
export function removeTicket(cart: Cart, index: number): Cart {
  if (!Number.isInteger(index) || index < 0 || index >= cart.tickets.length) return cart;
  const tickets = cart.tickets.filter((_, i) => i !== index);
  const shift = (i: number) => clampIndex(i > index ? i - 1 : i, tickets.length);
  return {
    ...cart,
    tickets,
    selectedTicketIndex: shift(cart.selectedTicketIndex),
    lastTicketIndexSelected: shift(cart.lastTicketIndexSelected),
  };
}

/** Sets (or clears, with null) the price offer of ticket `ticketIndex`; other indices change nothing. */
export function setOffer(cart: Cart, ticketIndex: number, offer: TicketOffer | null): Cart {
  if (!Number.isInteger(ticketIndex) || ticketIndex < 0 || ticketIndex >= cart.tickets.length) return cart;
  const tickets = cart.tickets.map((ticket, i) => (i === ticketIndex ? { ...ticket, offer } : ticket));
  return { ...cart, tickets };
}

/** What the tickets are for: an event, or a pack (the other is cleared). */
export type CartSubject = { ticketType: 'event'; event: CartEvent } | { ticketType: 'pack'; pack: CartPack };

/**
 * Records the event or pack the cart is for, which the restore rule compares with the page. A
 * cart kept for its order on hold may arrive from another event or pack: the selection made there
 * (tickets, block) does not belong here, so it starts over; the order stays.
 */
export function setCartSubject(cart: Cart, subject: CartSubject): Cart {
  const current = cart.ticketType === 'event' ? cart.event?.id : cart.pack?.id;
  const next = subject.ticketType === 'event' ? subject.event.id : subject.pack.id;
  const base =
    current === undefined || (current === next && cart.ticketType === subject.ticketType)
      ? cart
      : {
          ...cart,
          tickets: [],
          selectedTicketIndex: 0,
          lastTicketIndexSelected: 0,
          arena: { selectedBlock: null, blockLoading: null },
        };
  return subject.ticketType === 'event'
    ? { ...base, ticketType: 'event', event: subject.event, pack: null }
    : { ...base, ticketType: 'pack', pack: subject.pack, event: null };
}

/**
 * Full reset (docs/product.md#cart-rules): order id, tickets, options, arena selection and promo codes are
 * cleared. The event or pack goes too, as nothing is left that belongs to it; the atom layer drops the stored
 * copy.
 */
export function fullReset(): Cart {
  return emptyCart();
}
