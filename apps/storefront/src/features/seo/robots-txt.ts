/**
 * Paths kept out of search engines: personal pages (account, orders), the purchase funnel, the
 * BFF and staff tools. Shop pages (home, events, packs, subscriptions) stay open.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/profile',
  '/orders',
  '/resale',
  '/options',
  '/summary',
  '/checkout',
  '/validation',
  '/login',
  '/sign-up',
  '/user/',
  '/event/*/submit',
  '/pack/*/submit',
  '/theme-preview',
  '/test-only/',
] as const;

/** The club's robots.txt, pointing at its sitemap on the host it was asked on. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
