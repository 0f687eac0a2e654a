import type { Locale, LocalizedText } from './schema';

/** Picks the text for a locale, falling back to the tenant's first locale, then any text there is. */
export function localize(text: LocalizedText, locale: Locale, fallback?: Locale): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? (fallback ? text[fallback] : undefined) ?? Object.values(text)[0] ?? '';
}
