import type { Locale } from '@stadio/tenants';
import type { Translations } from '../../schema/translations';
import type { Texts, Translated } from './demo-profile';

/** A translated item as its row stores it (docs/product.md#catalogue-names). */
export interface StoredTexts {
  name: string;
  description: string | null;
  nameTranslations: Translations;
  descriptionTranslations: Translations;
}

/**
 * The columns of a translated item at a club offering `locales`: the plain columns in its first
 * language (what every other language falls back to), the club's other languages as translations.
 */
export function storedTexts(item: Translated, locales: readonly Locale[]): StoredTexts {
  const first = locales[0] ?? 'en';
  const others = (texts: Texts): Translations =>
    Object.fromEntries(locales.filter((locale) => locale !== first).map((locale) => [locale, texts[locale]]));
  return {
    name: item.name[first],
    description: item.description?.[first] ?? null,
    nameTranslations: others(item.name),
    descriptionTranslations: item.description ? others(item.description) : {},
  };
}
