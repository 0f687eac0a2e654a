/**
 * The pages of a club's shop (docs/product.md#pages). The proxy sends any other path to the not-found page
 * with status 404. `page-routes.test.ts` checks both lists against the `page.tsx` files, so adding
 * a page without listing it fails the tests.
 */

/**
 * Catalogue pages: the same for every fan, rendered once per edition and cached (ADR 0013), under
 * `[edition]`.
 */
export const CATALOGUE_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/event\/[^/]+$/,
  /^\/pack\/[^/]+$/,
  /^\/subscription$/,
];

/** Every other page, rendered per request, under `(shop)` (Chakra) or `(plain)` (without, ADR 0017). */
export const SHOP_ROUTES: readonly RegExp[] = [
  /^\/event\/[^/]+\/submit$/,
  /^\/pack\/[^/]+\/submit$/,
  /^\/options$/,
  /^\/summary$/,
  /^\/checkout$/,
  /^\/validation$/,
  /^\/orders$/,
  /^\/resale$/,
  /^\/login$/,
  /^\/sign-up$/,
  /^\/profile$/,
  /^\/user\/password-forgotten$/,
  /^\/user\/(verify-email-send-email|reset-password-send-email|action-token)\/[^/]+$/,
  /^\/test-only\/[a-z-]+$/,
  /^\/theme-preview$/,
];

/**
 * The club's back office (docs/staff-roles.md), under `(back-office)`: a root layout of its own,
 * without the fans' navbar and footer (ADR 0046). Rendered per request like the shop's pages.
 */
export const BACK_OFFICE_ROUTES: readonly RegExp[] = [
  // Sign-in, order search, one order, order anomalies, gate scan.
  /^\/staff$/,
  /^\/staff\/orders$/,
  /^\/staff\/orders\/[^/]+$/,
  /^\/staff\/anomalies$/,
  /^\/staff\/scan$/,
  // The season: matches, a new match, one match (details, sale, prices, closed seats, cancel), packs.
  /^\/staff\/season$/,
  /^\/staff\/season\/new$/,
  /^\/staff\/season\/[^/]+$/,
  /^\/staff\/season\/[^/]+\/(seats|cancel)$/,
  /^\/staff\/packs$/,
  // Promo codes: the list, a new code or batch, one code.
  /^\/staff\/promo-codes$/,
  /^\/staff\/promo-codes\/new$/,
  /^\/staff\/promo-codes\/[^/]+$/,
  // The ticket office's counter: the matches on sale, one match's sale.
  /^\/staff\/counter$/,
  /^\/staff\/counter\/[^/]+$/,
  // Resale payouts: what is due and the SEPA transfer files.
  /^\/staff\/payouts$/,
  // The read API's keys and its reference (docs/integrations.md#read-api).
  /^\/staff\/api-keys$/,
  /^\/staff\/api-keys\/docs$/,
  // The sales dashboard: the season or one match (`?match=`).
  /^\/staff\/dashboard$/,
  // Outgoing webhooks: the club's endpoints and their delivery logs.
  /^\/staff\/webhooks$/,
  // Exports: the club's data as CSV or XLSX (docs/product.md#exports).
  /^\/staff\/exports$/,
  // Staff accounts, the club's audit log, one's own account, an invitation's link.
  /^\/staff\/team$/,
  /^\/staff\/audit$/,
  /^\/staff\/account$/,
  /^\/staff\/invitation\/[^/]+$/,
];

/** All pages. */
export const PAGE_ROUTES: readonly RegExp[] = [...CATALOGUE_ROUTES, ...SHOP_ROUTES, ...BACK_OFFICE_ROUTES];

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;

/** Which kind of page answers this path, if any. */
export function pageKind(pathname: string): 'catalogue' | 'shop' | 'back-office' | null {
  const path = withoutTrailingSlash(pathname);
  if (CATALOGUE_ROUTES.some((route) => route.test(path))) return 'catalogue';
  if (SHOP_ROUTES.some((route) => route.test(path))) return 'shop';
  if (BACK_OFFICE_ROUTES.some((route) => route.test(path))) return 'back-office';
  return null;
}

/** Does a page of the shop answer this path? */
export function isPageRoute(pathname: string): boolean {
  return pageKind(pathname) !== null;
}

/** The event or pack a catalogue path is about (`/event/m05`), so the proxy can check the club has it. */
export function catalogueSubject(pathname: string): { kind: 'event' | 'pack'; id: string } | null {
  const match = /^\/(event|pack)\/([^/]+)$/.exec(withoutTrailingSlash(pathname));
  if (!match) return null;
  try {
    return { kind: match[1] as 'event' | 'pack', id: decodeURIComponent(match[2] ?? '') };
  } catch {
    return { kind: match[1] as 'event' | 'pack', id: '' };
  }
}
