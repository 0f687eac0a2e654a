import { describe, expect, it } from 'vitest';
import { detectLocale, parseAcceptLanguage } from './locale';
import type { Locale } from './schema';

const tenant = (...locales: Locale[]) => ({ locales });

describe('parseAcceptLanguage', () => {
  it('orders languages by q-value, keeping header order for ties, and drops regions', () => {
    expect(parseAcceptLanguage('en-GB;q=0.7, nl, fr-BE;q=0.9, es;q=0.7')).toEqual(['nl', 'fr', 'en', 'es']);
  });

  it('ignores languages refused with q=0 and handles empty headers', () => {
    expect(parseAcceptLanguage('ru;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('detectLocale', () => {
  const amstel = tenant('nl', 'fr', 'en');

  it('prefers the query over the cookie and the browser', () => {
    expect(detectLocale(amstel, { query: 'en', cookie: 'fr', acceptLanguage: 'nl' })).toBe('en');
  });

  it('uses the cookie when there is no usable query', () => {
    expect(detectLocale(amstel, { query: null, cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(detectLocale(amstel, { query: 'xx', cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
  });

  it('takes the browser language with the highest q-value that the club offers', () => {
    expect(detectLocale(amstel, { acceptLanguage: 'de;q=1, en;q=0.5, fr;q=0.8' })).toBe('fr');
  });

  it('ignores languages the club does not offer, even when supported elsewhere', () => {
    expect(detectLocale(amstel, { query: 'ru', cookie: 'es', acceptLanguage: 'ru, es' })).toBe('nl');
  });

  it('falls back to the first configured locale', () => {
    expect(detectLocale(tenant('ru', 'en', 'es'), {})).toBe('ru');
    expect(detectLocale(tenant('fr', 'en'), { acceptLanguage: 'de-DE' })).toBe('fr');
  });

  it('accepts a query or cookie written with a region or capitals', () => {
    expect(detectLocale(amstel, { query: 'FR-be' })).toBe('fr');
    expect(detectLocale(amstel, { cookie: 'en_GB' })).toBe('en');
  });
});
