import { type Cart } from './cart-schema';

/** The event or pack page the buyer is on; both absent on pages that are not about one. */
export interface RestoreTarget {
  eventId?: string | null;
  packId?: string | null;
}

/**
 * docs/product.md#cart-storage: a stored cart is restored only if no event or pack id is given, or the stored
 * event or pack id matches, or an order id is stored (an order on hold must not be lost); otherwise cleared.
 */
export function shouldRestoreStoredCart(stored: Cart, { eventId, packId }: RestoreTarget): boolean {
  if (!eventId && !packId) return true;
  if (stored.orderId) return true;
  if (eventId && stored.event?.id === eventId) return true;
  return Boolean(packId && stored.pack?.id === packId);
}

/**
 * The cart to start from on a page, or null when the stored one must be cleared. Block loading is
 * dropped: no block request survives a reload, so the page has to ask for the block again.
 */
export function restoreCart(stored: Cart, target: RestoreTarget): Cart | null {
  if (!shouldRestoreStoredCart(stored, target)) return null;
  return { ...stored, arena: { ...stored.arena, blockLoading: null } };
}
