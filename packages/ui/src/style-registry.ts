import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's styles of one server render, collected instead of written inline. By default Emotion
 * writes a `<style>` element before each styled element; the browser's Emotion moves them to
 * <head> when it loads, and when that happens while React hydrates (Chakra loaded with the island
 * that needs it, not before the page), React meets a moved node and regenerates the whole tree
 * (error #418). With `compat`, the cache keeps the rules instead, and the app writes them through
 * its framework's hook for server-inserted HTML (the storefront: `ChakraRoot`), outside the tree.
 */
export interface StyleRegistry {
  cache: EmotionCache;
  /** The rules inserted since the last call, as `<style data-emotion>` contents by group. */
  flush(): { key: string; names: string[]; css: string; global: boolean }[];
}

export function createStyleRegistry(): StyleRegistry {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const insert = cache.insert.bind(cache);
  let pending: { name: string; global: boolean }[] = [];
  // In the browser the rules go straight into the document; only a server render collects them.
  const collecting = typeof document === 'undefined';
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (collecting && cache.inserted[serialized.name] === undefined)
      pending.push({ name: serialized.name, global: !selector });
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    flush() {
      const names = pending;
      pending = [];
      const local = { key: cache.key, names: [] as string[], css: '', global: false };
      const groups: ReturnType<StyleRegistry['flush']> = [];
      for (const { name, global } of names) {
        const css = cache.inserted[name];
        if (typeof css !== 'string') continue;
        if (global) groups.push({ key: `${cache.key}-global`, names: [name], css, global: true });
        else {
          local.names.push(name);
          local.css += css;
        }
      }
      if (local.css) groups.push(local);
      return groups;
    },
  };
}
