import {
  type Cart,
  type CartBlock,
  type CartSeat,
  type CartTicket,
  type TicketOffer,
  createEmptyCart,
} from './cart-schema';

/** Test data builders for the cart; kept out of production imports. */
export const blockA: CartBlock = { id: 'block-a', name: 'A', standName: 'North', isOpenSeating: false };
export const blockB: CartBlock = { id: 'block-b', name: 'B', standName: 'South', isOpenSeating: false };
export const standing: CartBlock = {
  id: 'block-s',
  name: 'Standing',
  standName: 'East',
  isOpenSeating: true,
};

/** A seat of category "cat-1" unless told otherwise. */
export function seat(id: string, overrides: Partial<CartSeat> = {}): CartSeat {
  return { id, rowName: 'R1', seatNumber: id, categoryId: 'cat-1', categoryName: 'Category 1', ...overrides };
}

/** An offer covering `seatIds`. */
export function offer(seatIds: string[], overrides: Partial<TicketOffer> = {}): TicketOffer {
  return { productId: 'full', categoryId: 'cat-1', price: 2500, seatIds, isFromResale: false, ...overrides };
}

/** A ticket in block A; pass a seat id to seat it with an offer covering that seat. */
export function ticket(seatId?: string, overrides: Partial<CartTicket> = {}): CartTicket {
  return seatId
    ? { block: blockA, seat: seat(seatId), offer: offer([seatId]), ...overrides }
    : { block: blockA, seat: null, offer: null, ...overrides };
}

/** An empty cart with `overrides` applied. */
export function cartWith(overrides: Partial<Cart> = {}): Cart {
  return { ...createEmptyCart(), ...overrides };
}

/** Deep-freezes a value so a rule that mutates its input throws in the test. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}
