import { type Cart, cartSchema } from './cart-schema';

/** The browser's local storage; undefined while rendering on the server. */
function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The cart in a stored string, or null when it is absent, not JSON or not a cart. */
export function parseStoredCart(raw: string | null): Cart | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = cartSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * jotai storage for the cart that validates what it reads. A cart written by an older version or
 * edited by hand must not crash the page, so it is dropped (and removed, so it is not read again).
 */
export const cartStorage = {
  getItem(key: string, initialValue: Cart): Cart {
    const storage = browserStorage();
    const raw = storage?.getItem(key) ?? null;
    const cart = parseStoredCart(raw);
    if (cart) return cart;
    if (raw !== null) storage?.removeItem(key);
    return initialValue;
  },
  setItem(key: string, value: Cart): void {
    browserStorage()?.setItem(key, JSON.stringify(value));
  },
  removeItem(key: string): void {
    browserStorage()?.removeItem(key);
  },
  /** Keeps tabs in step: a cart changed in another tab replaces this one (an invalid one empties it). */
  subscribe(key: string, callback: (value: Cart) => void, initialValue: Cart): () => void {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared the whole storage.
      if (event.storageArea !== browserStorage() || (event.key !== key && event.key !== null)) return;
      callback(parseStoredCart(event.key === null ? null : event.newValue) ?? initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
