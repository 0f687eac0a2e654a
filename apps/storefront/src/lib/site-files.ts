/**
 * Files every club serves at its root, answered per host by route handlers under
 * `app/[tenant]/` (the proxy rewrites them there like pages).
 */
export const SITE_FILES: readonly string[] = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];

/** Is this path one of a club's root files? */
export function isSiteFile(pathname: string): boolean {
  return SITE_FILES.includes(pathname);
}
