import compile from 'icu-minify/compile';
import formatCompiled from 'icu-minify/format';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import ru from '../messages/ru.json';
import { type AppLocale, LOCALES, loadBackOfficeMessages, loadMessages } from './index';

type Translated = Exclude<AppLocale, 'en'>;

/** Raw JSON, read as plain data so a broken file is reported by the tests rather than by the type checker. */
const FAN: Record<AppLocale, object> = { en, fr, es, nl, ru };
/** The fans' file and the back office's files of each locale, as one tree (ADR 0046). */
const CATALOGS: Record<AppLocale, unknown> = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [locale, { ...FAN[locale], ...(await loadBackOfficeMessages(locale)) }]),
  ),
) as Record<AppLocale, unknown>;
const TRANSLATED: Translated[] = ['fr', 'es', 'nl', 'ru'];

/** Locales that used to be English copies: most strings must differ from English. */
const MUST_DIFFER_FROM_EN: Translated[] = ['es', 'nl', 'ru'];
const MAX_IDENTICAL_SHARE = 0.15;
/** Words that are legitimately left in English in these languages. */
const MAY_STAY_ENGLISH = new Set(['Menu', 'FAQ', 'E-tickets']);

/** Plural categories each locale must spell out whenever it pluralises a count. */
const REQUIRED_PLURAL_CATEGORIES: Partial<Record<AppLocale, string[]>> = {
  ru: ['one', 'few', 'many', 'other'],
};

/** Flattens a message tree to `path → message`, with dotted paths; non-string leaves are kept as-is. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [p, v] of flatten(value, path)) out.set(p, v);
      } else {
        out.set(path, value);
      }
    }
  }
  return out;
}

type AstElement = ReturnType<IntlMessageFormat['getAst']>[number];

// Numeric values of `TYPE` in @formatjs/icu-messageformat-parser.
const LITERAL = 0;
const POUND = 7;

interface ArgInfo {
  names: Set<string>;
  /** Arguments that must be numbers (plural / selectordinal / number). */
  numeric: Set<string>;
  /** Plural blocks found, with their (non-exact) category keys. */
  plurals: { arg: string; categories: string[] }[];
  /** Select blocks found, with their option keys. */
  selects: { arg: string; options: string[] }[];
}

function collectArgs(elements: AstElement[], info: ArgInfo): ArgInfo {
  for (const el of elements) {
    if (el.type === LITERAL || el.type === POUND) continue;
    if ('children' in el) {
      info.names.add(`<${el.value}>`);
      collectArgs(el.children, info);
      continue;
    }
    if (!('value' in el)) continue;
    info.names.add(el.value);
    if ('options' in el) {
      if ('pluralType' in el) {
        info.numeric.add(el.value);
        info.plurals.push({
          arg: el.value,
          categories: Object.keys(el.options).filter((key) => !key.startsWith('=')),
        });
      } else {
        info.selects.push({ arg: el.value, options: Object.keys(el.options) });
      }
      for (const option of Object.values(el.options)) collectArgs(option.value, info);
    } else if ('style' in el && el.type === 2) {
      info.numeric.add(el.value);
    }
  }
  return info;
}

function parse(message: string, locale: AppLocale): IntlMessageFormat {
  return new IntlMessageFormat(message, locale);
}

function argsOf(message: string, locale: AppLocale): ArgInfo {
  return collectArgs(parse(message, locale).getAst(), {
    names: new Set(),
    numeric: new Set(),
    plurals: [],
    selects: [],
  });
}

const sorted = (set: Iterable<string>) => [...set].sort();

/**
 * Arguments the code passes for languages whose grammar needs them, which others leave unused:
 * `clubSound` (vowel | consonant) picks French "d’Amstel" or "de Riviera".
 */
const GRAMMAR_ARGUMENTS = new Set(['clubSound']);
const withoutGrammar = (names: Iterable<string>) => [...names].filter((name) => !GRAMMAR_ARGUMENTS.has(name));

const enFlat = flatten(CATALOGS.en);

/** Argument values that reach every branch of a message: counts for plurals, each select option. */
function sampleValues(message: string, locale: AppLocale): Record<string, string | number>[] {
  const { names, numeric, selects } = argsOf(message, locale);
  const text = (name: string) => `«${name}»`;
  const samples: Record<string, string | number>[] = [];
  for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]) {
    const values = Object.fromEntries(
      [...names].filter((n) => !n.startsWith('<')).map((n) => [n, numeric.has(n) ? count : text(n)]),
    );
    samples.push(values);
    for (const { arg, options } of selects)
      for (const option of options) samples.push({ ...values, [arg]: option });
  }
  return samples;
}

const intlFormatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

// The storefront's build precompiles these catalogues (next-intl's `precompile`, ADR 0031) and
// formats them with icu-minify instead of intl-messageformat: the two must say the same.
describe.each(LOCALES)('%s catalog, precompiled', (locale) => {
  it('formats every message as intl-messageformat does, in every branch', () => {
    const differences: string[] = [];
    for (const [path, message] of flatten(CATALOGS[locale])) {
      if (typeof message !== 'string') continue;
      const compiled = compile(message);
      const parsed = parse(message, locale);
      for (const values of sampleValues(message, locale)) {
        const expected = String(parsed.format(values));
        const actual = String(formatCompiled(compiled, locale, values, { formatters: intlFormatters }));
        if (actual !== expected)
          differences.push(`${path} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('English reference catalog', () => {
  it('only has non-empty string messages', () => {
    const bad = [...enFlat].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([p]) => p);
    expect(bad).toEqual([]);
    expect(enFlat.size).toBeGreaterThan(0);
  });

  it('parses every message as ICU MessageFormat', () => {
    for (const [path, message] of enFlat) {
      expect(() => parse(String(message), 'en'), path).not.toThrow();
    }
  });
});

describe.each(TRANSLATED)('%s catalog', (locale) => {
  const flat = flatten(CATALOGS[locale]);
  const strings = () => [...flat].filter((entry): entry is [string, string] => typeof entry[1] === 'string');

  it('has exactly the same key paths as English', () => {
    const missing = [...enFlat.keys()].filter((p) => !flat.has(p));
    const extra = [...flat.keys()].filter((p) => !enFlat.has(p));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps the English key order', () => {
    expect([...flat.keys()].filter((p) => enFlat.has(p))).toEqual(
      [...enFlat.keys()].filter((p) => flat.has(p)),
    );
  });

  it('has no empty or non-string messages', () => {
    const bad = [...flat].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([p]) => p);
    expect(bad).toEqual([]);
  });

  it('parses every message as ICU MessageFormat', () => {
    const errors: string[] = [];
    for (const [path, message] of strings()) {
      try {
        parse(message, locale);
      } catch (error) {
        errors.push(`${path}: ${(error as Error).message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('uses the same arguments as English in every message', () => {
    const mismatches: { path: string; en: string[]; [locale: string]: string[] | string }[] = [];
    for (const [path, message] of strings()) {
      const reference = enFlat.get(path);
      if (typeof reference !== 'string') continue;
      const expected = sorted(withoutGrammar(argsOf(reference, 'en').names));
      const actual = sorted(withoutGrammar(argsOf(message, locale).names));
      if (expected.join() !== actual.join()) mismatches.push({ path, en: expected, [locale]: actual });
    }
    expect(mismatches).toEqual([]);
  });

  it('uses valid plural categories, always with `other`', () => {
    const valid = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
    const required = REQUIRED_PLURAL_CATEGORIES[locale] ?? ['other'];
    const problems: string[] = [];
    for (const [path, message] of strings()) {
      for (const { arg, categories } of argsOf(message, locale).plurals) {
        const invalid = categories.filter((c) => !valid.has(c));
        const absent = required.filter((c) => !categories.includes(c));
        if (invalid.length) problems.push(`${path} {${arg}}: invalid ${invalid.join(', ')}`);
        if (absent.length) problems.push(`${path} {${arg}}: missing ${absent.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('formats every message without leftover ICU syntax', () => {
    for (const [path, message] of strings()) {
      const format = parse(message, locale);
      for (const values of sampleValues(message, locale)) {
        const output = String(format.format(values));
        expect(output.trim(), path).not.toBe('');
        expect(output, path).not.toMatch(/[{}]/);
      }
    }
  });

  it('keeps “© {year} {client}.” at the start of the copyright line', () => {
    const copyright = flat.get('footer.copyright');
    expect(typeof copyright === 'string' && copyright.startsWith('© {year} {client}.')).toBe(true);
  });

  if (MUST_DIFFER_FROM_EN.includes(locale)) {
    it(`is actually translated (under ${MAX_IDENTICAL_SHARE * 100}% of messages identical to English)`, () => {
      const identical = strings()
        .filter(([path, message]) => message === enFlat.get(path) && !MAY_STAY_ENGLISH.has(message))
        .map(([path]) => path);
      expect(identical.length / enFlat.size, `identical to English: ${identical.join(', ')}`).toBeLessThan(
        MAX_IDENTICAL_SHARE,
      );
    });
  }
});

describe('Russian plurals', () => {
  it('agrees the cart count with the number', () => {
    const format = (count: number) => String(parse(ru.nav.cartCount, 'ru').format({ count }));
    expect(format(0)).toBe('Ваша корзина пуста');
    expect(format(1)).toBe('Корзина, 1 товар');
    expect(format(3)).toBe('Корзина, 3 товара');
    expect(format(5)).toBe('Корзина, 5 товаров');
    expect(format(21)).toBe('Корзина, 21 товар');
    expect(format(11)).toBe('Корзина, 11 товаров');
  });
});

describe('loadMessages', () => {
  it.each(LOCALES)('returns the %s catalog', async (locale) => {
    const messages = await loadMessages(locale);
    expect(messages).toEqual(CATALOGS[locale]);
  });

  it.each(TRANSLATED)('returns %s messages that differ from English', async (locale) => {
    const [messages, english] = await Promise.all([loadMessages(locale), loadMessages('en')]);
    expect(english.common.close).toBe('Close');
    expect(messages.common.close).not.toBe(english.common.close);
    expect(messages.menu.subscriptions).not.toBe(english.menu.subscriptions);
  });
});
