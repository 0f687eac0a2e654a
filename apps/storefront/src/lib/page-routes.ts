/**
 * The pages of a club's shop (spec section 2). The proxy sends any other path to the
 * not-found page with status 404. `page-routes.test.ts` checks this list against the
 * `page.tsx` files, so adding a page without listing it fails the tests.
 */
export const PAGE_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/event\/[^/]+$/,
  /^\/event\/[^/]+\/submit$/,
  /^\/pack\/[^/]+$/,
  /^\/pack\/[^/]+\/submit$/,
  /^\/options$/,
  /^\/subscription$/,
  /^\/summary$/,
  /^\/checkout$/,
  /^\/validation$/,
  /^\/orders$/,
  /^\/login$/,
  /^\/sign-up$/,
  /^\/profile$/,
  /^\/user\/password-forgotten$/,
  /^\/user\/(verify-email-send-email|reset-password-send-email|action-token)\/[^/]+$/,
  /^\/test-only\/[a-z-]+$/,
  /^\/theme-preview$/,
];

/** Does a page of the shop answer this path? */
export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGE_ROUTES.some((route) => route.test(path));
}
