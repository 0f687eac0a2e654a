import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_ROUTES,
  CATALOGUE_ROUTES,
  catalogueSubject,
  isPageRoute,
  pageKind,
  SHOP_ROUTES,
} from './page-routes';

const CLUB_DIR = path.resolve(import.meta.dirname, '../app/[tenant]/[locale]');
/** Internal routes the proxy reaches by rewriting, never by their own path. */
const INTERNAL = new Set(['/page-not-found']);

/** Every page under `dir` as a sample path: `event/[id]/page.tsx` gives `/event/sample-id`. */
function pagePaths(dir: string): string[] {
  return readdirSync(path.join(CLUB_DIR, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
    .map((route) => (route === '/.' ? '/' : route))
    .filter((route) => !INTERNAL.has(route))
    .map((route) => route.replace(/\(([^)]+)\)\//g, '').replace(/\[[^\]]+\]/g, 'sample-id'));
}

describe('page routes', () => {
  it.each([
    ['(fan)/[edition]', CATALOGUE_ROUTES, 'catalogue'],
    ['(fan)/(shop) and (fan)/(plain)', SHOP_ROUTES, 'shop'],
    ['(back-office)', BACK_OFFICE_ROUTES, 'back-office'],
  ] as const)(
    'lists every page under %s with its kind, and no route without a page',
    (dirs, routes, kind) => {
      const pages = dirs.split(' and ').flatMap(pagePaths);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((p) => pageKind(p) !== kind)).toEqual([]);
      expect(routes.filter((route) => !pages.some((p) => route.test(p)))).toEqual([]);
    },
  );

  it('accepts a trailing slash and refuses paths no page claims', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/test-only/render-error/')).toBe(true);
    expect(pageKind('/event/m05/')).toBe('catalogue');
    expect(pageKind('/event/m05/submit')).toBe('shop');
    expect(isPageRoute('/page-not-found')).toBe(false);
    expect(isPageRoute('/riviera')).toBe(false);
    expect(isPageRoute('/some/thing')).toBe(false);
  });

  it('names the event or pack of a catalogue path', () => {
    expect(catalogueSubject('/event/m05')).toEqual({ kind: 'event', id: 'm05' });
    expect(catalogueSubject('/pack/season/')).toEqual({ kind: 'pack', id: 'season' });
    expect(catalogueSubject('/subscription')).toBeNull();
    expect(catalogueSubject('/event/m05/submit')).toBeNull();
  });
});
