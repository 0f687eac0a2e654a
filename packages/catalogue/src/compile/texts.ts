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

/**
 * The four text columns of a named item (a category, a price offer, a match, a pack…): its name
 * and optional description, each in the first language with the others as translations.
 */
export function storedTexts(
  item: { name: LocalizedText; description?: LocalizedText | undefined },
  locales: readonly Locale[],
): {
  name: string;
  nameTranslations: Translations;
  description: string | null;
  descriptionTranslations: Translations;
} {
  const name = storedText(item.name, locales);
  const description = item.description === undefined ? null : storedText(item.description, locales);
  return {
    name: name.text,
    nameTranslations: name.translations,
    description: description?.text ?? null,
    descriptionTranslations: description?.translations ?? {},
  };
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

/** The reverse of {@link storedTexts}: a row's name, and its description when it has one. */
export function fileTexts(
  row: {
    name: string;
    nameTranslations?: Translations;
    description?: string | null;
    descriptionTranslations?: Translations;
  },
  locales: readonly Locale[],
): { name: LocalizedText; description?: LocalizedText } {
  return {
    name: fileText(row.name, row.nameTranslations ?? {}, locales),
    ...(row.description != null
      ? { description: fileText(row.description, row.descriptionTranslations ?? {}, locales) }
      : {}),
  };
}
