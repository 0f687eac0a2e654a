/**
 * Keeps each answer for a short time and shares one computation among everyone who asks for the
 * same key meanwhile (ADR 0013): a crowd polling live state costs the API one request per key and
 * `ttlMs`, however many fans poll. A failure is not kept, so the next caller tries again.
 */
export interface MicroCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets one key (an answer known to be out of date). */
  forget(key: string): void;
}

export function createMicroCache<T>(options: {
  ttlMs: number;
  /** Most keys kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}): MicroCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
