import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every page and route that takes a redirect target from the request goes through the one check,
 * safeRedirectPath (docs/security.md#redirect-targets): a new one that forgets it fails here.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const APP = path.join(SRC, 'app');

/** Names a redirect target goes by in a query string. */
const TARGET_PARAMS = [
  'redirectUrl',
  'redirect',
  'complete',
  'returnTo',
  'returnUrl',
  'next',
  'continue',
  'back',
];
const READS_TARGET = new RegExp(
  `(?:query\\.(?:${TARGET_PARAMS.join('|')})\\b|searchParams\\.get\\(\\s*['"](?:${TARGET_PARAMS.join('|')})['"])`,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('redirect targets', () => {
  const readers = sourceFiles(APP).filter((file) => READS_TARGET.test(readFileSync(file, 'utf8')));

  it('are read by the pages and routes the attack run found', () => {
    const relative = readers.map((file) => path.relative(APP, file).split(path.sep).join('/'));
    expect(relative).toEqual(
      expect.arrayContaining([
        '[tenant]/[locale]/(fan)/(shop)/login/page.tsx',
        '[tenant]/[locale]/(fan)/(shop)/sign-up/page.tsx',
        '[tenant]/[locale]/(fan)/(shop)/profile/page.tsx',
        'api/oidc/login/route.ts',
      ]),
    );
  });

  it.each([
    ...sourceFiles(APP).filter((file) => READS_TARGET.test(readFileSync(file, 'utf8'))),
    // The return path sealed in the provider sign-in's cookie, read back at the callback.
    path.join(SRC, 'features/oidc/pending-cookie.ts'),
  ])('%s checks each through safeRedirectPath', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(
      /import \{[^}]*\bsafeRedirectPath\b[^}]*\} from '@\/features\/account\/safe-redirect'/,
    );
  });
});
