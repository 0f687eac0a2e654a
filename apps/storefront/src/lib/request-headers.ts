/** Request headers set by `src/proxy.ts` for pages and route handlers; never trusted from the browser. */
export const REQUEST_HEADERS = {
  tenant: 'x-stadio-tenant',
  locale: 'x-stadio-locale',
  pathname: 'x-stadio-pathname',
  host: 'x-stadio-host',
} as const;

/** The language storage key (docs/product.md#languages). */
export const LOCALE_COOKIE = 'lng';

/**
 * Set on every request by the server's request hook (features/security/request-hook.ts) from the
 * socket and TRUSTED_PROXIES, never taken from the client; absent without the hook (`next dev`).
 */
export const CLIENT_ADDRESS_HEADER = 'x-stadio-client-address';
/** "1" when the fan reached the shop over HTTPS (as the hook judged it), "0" otherwise. */
export const CLIENT_HTTPS_HEADER = 'x-stadio-client-https';
