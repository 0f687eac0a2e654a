import { countrySchema } from '@stadio/customers';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { countryOptions } from './country-names';

describe('country options', () => {
  it('offers only codes the customer rules accept, each once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => countrySchema.safeParse(code).success)).toBe(true);
  });

  it("names every country in the page's language, sorted by name", () => {
    const options = countryOptions('fr');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.find((option) => option.code === 'NL')?.name).toBe('Pays-Bas');
    expect(options.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });

  it('has a name, not a code, for every country in every language', () => {
    for (const locale of ['fr', 'en', 'es', 'nl', 'ru'] as const) {
      const unnamed = countryOptions(locale).filter((option) => option.name === option.code);
      expect(unnamed, locale).toEqual([]);
    }
  });

  it('names countries from a kept list, the same in Node and every browser', () => {
    // Intl.DisplayNames says "Hong Kong SAR China" in Node and "Hong Kong" in Chromium.
    expect(countryOptions('en').find((option) => option.code === 'HK')?.name).toBe('Hong Kong');
    expect(countryOptions('nl').find((option) => option.code === 'HK')?.name).toBe('Hong Kong');
  });

  it('uses the name fans know, and one that names a single country', () => {
    const nl = countryOptions('nl');
    expect(nl.find((option) => option.code === 'NL')?.name).toBe('Nederland');
    const en = countryOptions('en');
    expect(en.find((option) => option.code === 'CG')?.name).toBe('Republic of the Congo');
    expect(new Set(en.map((option) => option.name)).size).toBe(en.length);
  });
});
