import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_NAMESPACES, LAYOUT_NAMESPACES, PLAIN_NAMESPACES, SELECTION_NAMESPACES } from './pick-messages';

const SRC = path.resolve(import.meta.dirname, '..');

/** The storefront modules `file` imports (static and `import()`), type-only imports left out. */
function localImports(file: string, source: string): string[] {
  const specs = [
    ...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
    ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
    ...source.matchAll(/^export\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
  ].map((match) => match[1]!);
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) return [];
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
      try {
        readFileSync(candidate);
        return [candidate];
      } catch {
        // not this one
      }
    }
    return [];
  });
}

/**
 * The messages the code reachable from `entries` asks for: a namespace per translator, and for a
 * translator without one (or one whose namespace is only partly picked) the keys it is called with.
 */
function usedMessages(entries: string[]): { namespace: string; keys: string[]; file: string }[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(SRC, entry));
  const used: { namespace: string; keys: string[]; file: string }[] = [];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*(?:'([^']*)')?\s*\)/g,
    )) {
      const [, name, namespace = ''] = match;
      const keys = [
        ...source.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.raw|\\.has)?\\(\\s*'([^']+)'`, 'g')),
      ].map((call) => call[1]!);
      used.push({ namespace, keys, file: path.relative(SRC, file) });
    }
    queue.push(...localImports(file, source));
  }
  return used;
}

/** Whether the picked paths hold `namespace.key` (a whole namespace, or the message itself). */
function covered(picked: readonly string[], id: string): boolean {
  return picked.some((p) => id === p || id.startsWith(`${p}.`));
}

function missing(picked: readonly string[], entries: string[]): string[] {
  return usedMessages(entries).flatMap(({ namespace, keys, file }) => {
    if (namespace && covered(picked, namespace)) return [];
    // Only part of the namespace is picked (or no namespace): each key must be.
    const ids = keys.map((key) => (namespace ? `${namespace}.${key}` : key));
    const gaps = ids.filter((id) => !covered(picked, id));
    if (!namespace && keys.length === 0) return [`${file}: useTranslations() with keys this test cannot see`];
    if (namespace && keys.length === 0) return [`${file}: ${namespace}`];
    return gaps.map((id) => `${file}: ${id}`);
  });
}

describe('messages handed to the browser', () => {
  it("cover what the layout's islands translate (navbar, phone menu, cart, route progress, error view)", () => {
    expect(
      missing(LAYOUT_NAMESPACES, [
        'features/layout/navbar.tsx',
        'features/navigation/route-progress.tsx',
        'app/[tenant]/[locale]/(fan)/error.tsx',
      ]),
    ).toEqual([]);
  });

  it("cover what the home page's live match cards translate", () => {
    expect(missing(HOME_NAMESPACES, ['features/catalogue/live-sale-state.tsx'])).toEqual([]);
  });

  it('cover what the seat selection island of event and pack pages translates', () => {
    expect(missing(SELECTION_NAMESPACES, ['features/seat-selection/selection-or-notice.tsx'])).toEqual([]);
  });

  it('cover what the per-request pages without Chakra translate (the order summary)', () => {
    expect(missing(PLAIN_NAMESPACES, ['features/summary/order-summary.tsx'])).toEqual([]);
  });

  it('notice a namespace that is not handed over', () => {
    expect(missing(['nav'], ['features/layout/navbar.tsx'])).toContain(
      'features/layout/navbar.tsx: common.backToHome',
    );
  });
});
