import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCopyIsCurrent, cataloguePageEtag } from './page-etag';

const PAGE = '/riviera/fr/c.abc/event/m05';

describe('cataloguePageEtag', () => {
  it('is the same for the same build and page, another for another build or internal path', () => {
    const etag = cataloguePageEtag('b1', PAGE);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cataloguePageEtag('b1', PAGE)).toBe(etag);
    expect(cataloguePageEtag('b2', PAGE)).not.toBe(etag);
    expect(cataloguePageEtag('b1', '/riviera/fr/c.abd/event/m05')).not.toBe(etag);
    expect(cataloguePageEtag('b1', '/riviera/en/c.abc/event/m05')).not.toBe(etag);
  });
});

describe('browserCopyIsCurrent', () => {
  const etag = cataloguePageEtag('b1', PAGE);
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("is true when If-None-Match names the page's ETag, weakly or in a list", () => {
    expect(browserCopyIsCurrent('GET', headers({ 'if-none-match': etag }), etag)).toBe(true);
    expect(browserCopyIsCurrent('HEAD', headers({ 'if-none-match': etag.slice(2) }), etag)).toBe(true);
    expect(browserCopyIsCurrent('GET', headers({ 'if-none-match': `W/"old", ${etag}` }), etag)).toBe(true);
  });

  it('is false without a validator, for another copy, a hard reload or a write', () => {
    expect(browserCopyIsCurrent('GET', headers({}), etag)).toBe(false);
    expect(
      browserCopyIsCurrent('GET', headers({ 'if-none-match': cataloguePageEtag('b0', PAGE) }), etag),
    ).toBe(false);
    expect(
      browserCopyIsCurrent('GET', headers({ 'if-none-match': etag, 'cache-control': 'no-cache' }), etag),
    ).toBe(false);
    expect(browserCopyIsCurrent('POST', headers({ 'if-none-match': etag }), etag)).toBe(false);
  });
});

describe('pagesBuildId', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const withBuild = (id: string) => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'stadio-build-'));
    dirs.push(cwd);
    writeFileSync(path.join(cwd, 'BUILD_ID'), `${id}\n`);
    vi.spyOn(process, 'cwd').mockReturnValue(path.dirname(cwd));
    vi.stubEnv('NEXT_DIST_DIR', path.basename(cwd));
  };

  it("reads the production build's id from its folder, once", async () => {
    withBuild('abc123');
    vi.stubEnv('NODE_ENV', 'production');
    const { pagesBuildId } = await import('./page-etag');
    expect(pagesBuildId()).toBe('abc123');
    writeFileSync(path.join(dirs[0]!, 'BUILD_ID'), 'changed');
    expect(pagesBuildId()).toBe('abc123');
  });

  it('is none under next dev, or without a build', async () => {
    withBuild('abc123');
    vi.stubEnv('NODE_ENV', 'development');
    expect((await import('./page-etag')).pagesBuildId()).toBeNull();
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', 'no-such-build');
    expect((await import('./page-etag')).pagesBuildId()).toBeNull();
  });
});
