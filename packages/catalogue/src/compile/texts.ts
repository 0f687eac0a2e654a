import type { Translations } from '@stadio/db';
import type { Locale, LocalizedText } from '@stadio/tenants';

/**
 * A text of the files as its row stores it (docs/product.md#catalogue-names, ADR 0025): the plain
 * column in the club's first language (what a missing language falls back to), its other
 * languages as translations. A single string reads the same in every language.
 */
export function storedText(
  text: LocalizedText,
  locales: readonly Locale[],
): { text: string; translations: Translations } {
  if (typeof text === 'string') return { text, translations: {} };
  const first = locales.find((locale) => text[locale] !== undefined);
  const main = (first ? text[first] : undefined) ?? Object.values(text)[0] ?? '';
  const translations: Translations = {};
  for (const locale of locales) {
    const value = text[locale];
    if (value !== undefined && locale !== locales[0]) translations[locale] = value;
  }
  return { text: main, translations };
}

/** The reverse, for an export: one string when no other language differs, else one per language. */
export function fileText(
  text: string,
  translations: Translations,
  locales: readonly Locale[],
): LocalizedText {
  const others = Object.entries(translations).filter(([, value]) => value !== undefined && value !== text);
  if (others.length === 0 && Object.keys(translations).length === 0) return text;
  const first = locales[0] ?? 'en';
  const result: Partial<Record<Locale, string>> = { [first]: text };
  for (const [locale, value] of Object.entries(translations))
    if (value !== undefined) result[locale as Locale] = value;
  return result;
}
