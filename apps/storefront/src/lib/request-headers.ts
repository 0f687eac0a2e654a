/** Request headers set by `src/proxy.ts` for pages and route handlers; never trusted from the browser. */
export const REQUEST_HEADERS = {
  tenant: 'x-stadio-tenant',
  locale: 'x-stadio-locale',
  pathname: 'x-stadio-pathname',
  host: 'x-stadio-host',
} as const;

/** The spec's language storage key. */
export const LOCALE_COOKIE = 'lng';
