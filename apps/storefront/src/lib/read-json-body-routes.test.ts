import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every BFF route reads its body through readJsonBody (read-json-body.ts: size and depth limits,
 * NUL, zod; docs/security.md#json-bodies) or reads none: a new route that parses a body itself
 * fails here. e2e/security-deep-json.spec.ts sends each route the attack run's body.
 */
const API_DIR = path.resolve(import.meta.dirname, '../app/api');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}
const routeFiles = (dir: string) => filesUnder(dir, (name) => name === 'route.ts');

/** Routes that read a body another way, and why. */
const OTHER_BODIES: Record<string, string> = {
  // The designers' sign-in is a plain HTML form (urlencoded), posted without script.
  'theme-preview/login/route.ts': 'formData',
};

const READS_BODY_ITSELF =
  /\b(?:request|req)\.(?:json|text|arrayBuffer|blob|formData)\(\)|\b(?:request|req)\.body\b|\bJSON\.parse\(|\bjsonBodyOf\(/;

describe('BFF route bodies', () => {
  const routes = routeFiles(API_DIR).map((file) => ({
    name: path.relative(API_DIR, file).split(path.sep).join('/'),
    source: readFileSync(file, 'utf8'),
  }));

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route) => [route.name, route.source] as const))(
    '%s reads its body only through readJsonBody',
    (name, source) => {
      const other = OTHER_BODIES[name];
      if (other) {
        expect(source).toContain(`request.${other}()`);
        return;
      }
      expect(source).not.toMatch(READS_BODY_ITSELF);
      if (/\breadJsonBody\(/.test(source))
        expect(source).toMatch(/import \{[^}]*\breadJsonBody\b[^}]*\} from '@\/lib\/read-json-body'/);
    },
  );

  it('no helper of the routes reads a request body either', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const readsRequestBody =
      /\b(?:request|req)\.(?:json|text|arrayBuffer|blob|formData)\(\)|\b(?:request|req)\.body\b/;
    const offenders = ['features', 'lib']
      .flatMap((dir) =>
        filesUnder(path.join(src, dir), (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)),
      )
      .filter((file) => !file.endsWith(path.join('lib', 'read-json-body.ts')))
      .filter((file) => readsRequestBody.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
