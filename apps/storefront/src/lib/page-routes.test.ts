import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_ROUTES } from './page-routes';

const SHOP_DIR = path.resolve(import.meta.dirname, '../app/[tenant]/(shop)');
/** Internal routes the proxy reaches by rewriting, never by their own path. */
const INTERNAL = new Set(['/page-not-found', '/[...rest]']);

/** Every page of the shop as a sample path: `event/[id]/page.tsx` gives `/event/sample-id`. */
function pagePaths(): string[] {
  return readdirSync(SHOP_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.$/, '/'))
    .map((route) => (route === '/.' ? '/' : route))
    .filter((route) => !INTERNAL.has(route))
    .map((route) => route.replace(/\(([^)]+)\)\//g, '').replace(/\[[^\]]+\]/g, 'sample-id'));
}

describe('page routes', () => {
  it('lists every page of the shop, so none of them is answered with 404 by the proxy', () => {
    const unlisted = pagePaths().filter((p) => !isPageRoute(p));
    expect(unlisted).toEqual([]);
  });

  it('lists no route without a page', () => {
    const pages = pagePaths();
    const orphans = PAGE_ROUTES.filter((route) => !pages.some((p) => route.test(p)));
    expect(orphans).toEqual([]);
  });

  it('accepts a trailing slash and refuses paths no page claims', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/test-only/render-error/')).toBe(true);
    expect(isPageRoute('/page-not-found')).toBe(false);
    expect(isPageRoute('/riviera')).toBe(false);
    expect(isPageRoute('/some/thing')).toBe(false);
  });
});
