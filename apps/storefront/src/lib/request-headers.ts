/** Request headers set by `src/proxy.ts` for pages and route handlers; never trusted from the browser. */
export const REQUEST_HEADERS = {
  tenant: 'x-stadio-tenant',
  locale: 'x-stadio-locale',
  pathname: 'x-stadio-pathname',
  host: 'x-stadio-host',
} as const;

/** The language storage key (docs/product.md#languages). */
export const LOCALE_COOKIE = 'lng';
