import type { Cart } from './cart-schema';

/** The local storage key of the cart (docs/product.md#cart-storage). */
export const CART_STORAGE_KEY = 'cart';

/** The browser's local storage; undefined while rendering on the server. */
function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * The cart in a stored string, or null when it is absent, not JSON or not a cart. The schema is
 * loaded only when there is something to check (ADR 0017): a first visit carries no zod.
 */
export async function parseStoredCart(raw: string | null): Promise<Cart | null> {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const { cartSchema } = await import('./cart-schema');
  const parsed = cartSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The stored cart, checked. A cart written by an older version or edited by hand must not crash
 * the page, so it is dropped (and removed, so it is not read again).
 */
export async function readStoredCart(): Promise<Cart | null> {
  const storage = browserStorage();
  const raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  const cart = await parseStoredCart(raw);
  if (!cart && raw !== null && storage?.getItem(CART_STORAGE_KEY) === raw)
    storage.removeItem(CART_STORAGE_KEY);
  return cart;
}

export function writeStoredCart(cart: Cart): void {
  browserStorage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
}

export function removeStoredCart(): void {
  browserStorage()?.removeItem(CART_STORAGE_KEY);
}

/**
 * Keeps tabs in step: a cart changed in another tab replaces this one (null when it was removed
 * or is not a cart, which empties this one).
 */
export function subscribeStoredCart(callback: (cart: Cart | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared the whole storage.
    if (event.storageArea !== browserStorage() || (event.key !== CART_STORAGE_KEY && event.key !== null))
      return;
    void parseStoredCart(event.key === null ? null : event.newValue).then(callback);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
