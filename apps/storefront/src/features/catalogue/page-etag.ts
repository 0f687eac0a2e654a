import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fresh from 'fresh';

/**
 * Validators of catalogue pages (ADR 0032). A cached page's HTML is a function of the build that
 * rendered it and of its internal path (club, language, edition, page: ADR 0013), so those name it;
 * Next's own ETag hashed the whole HTML again on every request.
 */

let buildId: string | null | undefined;

/**
 * The id of the production build serving the pages, read once from the build folder: a new build
 * changes a page's HTML (the names of its scripts) without a new edition. None under `next dev`,
 * which renders every request from code that changes under it.
 */
export function pagesBuildId(): string | null {
  if (buildId !== undefined) return buildId;
  buildId = null;
  if (process.env.NODE_ENV === 'production') {
    try {
      // `next start` runs in the storefront's folder; the build is where next.config.ts puts it.
      const distDir = process.env.NEXT_DIST_DIR || '.next';
      buildId = readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

/**
 * The ETag of the page at `internalPath` (`/riviera/fr/c.…/event/m05`) rendered by build `build`.
 * Weak: the same page is sent gzip, br or plain, and as HTML or as the router's payload (Vary).
 */
export function cataloguePageEtag(build: string, internalPath: string): string {
  const digest = createHash('sha256').update(`${build}\n${internalPath}`).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/**
 * Whether the browser's copy is still the page (`If-None-Match`), so a 304 answers it. A reload
 * that asks for no cached copy (`Cache-Control: no-cache`) gets the page.
 */
export function browserCopyIsCurrent(
  method: string,
  requestHeader: (name: string) => string | null | undefined,
  etag: string,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return fresh(
    {
      'if-none-match': requestHeader('if-none-match') ?? undefined,
      'cache-control': requestHeader('cache-control') ?? undefined,
    },
    { etag },
  );
}
