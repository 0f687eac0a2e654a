import type en from '../messages/en.json';

/** The shape every locale's messages must have; English is the reference. */
export type Messages = typeof en;

export const LOCALES = ['fr', 'en', 'es', 'nl', 'ru'] as const;
export type AppLocale = (typeof LOCALES)[number];

/** Each language named in itself, as language pickers show it. */
export const LANGUAGE_NAMES: Record<AppLocale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
  ru: 'Русский',
};

/** Loads one locale's messages (static imports so bundlers include exactly these five files). */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  switch (locale) {
    case 'fr':
      return (await import('../messages/fr.json')).default;
    case 'es':
      return (await import('../messages/es.json')).default;
    case 'nl':
      return (await import('../messages/nl.json')).default;
    case 'ru':
      return (await import('../messages/ru.json')).default;
    default:
      return (await import('../messages/en.json')).default;
  }
}
