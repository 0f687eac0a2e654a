import type apiKeysEn from '../messages/back-office/api-keys.en.json';
import type counterEn from '../messages/back-office/counter.en.json';
import type dashboardEn from '../messages/back-office/dashboard.en.json';
import type exportsEn from '../messages/back-office/exports.en.json';
import type payoutsEn from '../messages/back-office/payouts.en.json';
import type promoEn from '../messages/back-office/promo.en.json';
import type seasonEn from '../messages/back-office/season.en.json';
import type seatsEn from '../messages/back-office/seats.en.json';
import type shellEn from '../messages/back-office/shell.en.json';
import type teamEn from '../messages/back-office/team.en.json';
import type webhooksEn from '../messages/back-office/webhooks.en.json';
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

/**
 * The back office's messages, one file per area and language (`messages/back-office/`), apart from
 * the fans' so each area is translated on its own and no fan page carries them (ADR 0046).
 */
export const BACK_OFFICE_AREAS = [
  'shell',
  'season',
  'promo',
  'counter',
  'team',
  'seats',
  'payouts',
  'dashboard',
  'exports',
  'webhooks',
  'api-keys',
] as const;
export type BackOfficeArea = (typeof BACK_OFFICE_AREAS)[number];

type BackOfficeMessages = typeof shellEn &
  typeof seasonEn &
  typeof promoEn &
  typeof counterEn &
  typeof teamEn &
  typeof seatsEn &
  typeof payoutsEn &
  typeof dashboardEn &
  typeof exportsEn &
  typeof webhooksEn &
  typeof apiKeysEn;

/** The shape every locale's messages must have; English is the reference. */
export type AllMessages = Messages & BackOfficeMessages;

/** One locale's back-office messages (static imports so bundlers include exactly these files). */
export async function loadBackOfficeMessages(locale: AppLocale): Promise<BackOfficeMessages> {
  const files = await (locale === 'fr'
    ? Promise.all([
        import('../messages/back-office/shell.fr.json'),
        import('../messages/back-office/season.fr.json'),
        import('../messages/back-office/promo.fr.json'),
        import('../messages/back-office/counter.fr.json'),
        import('../messages/back-office/team.fr.json'),
        import('../messages/back-office/seats.fr.json'),
        import('../messages/back-office/payouts.fr.json'),
        import('../messages/back-office/dashboard.fr.json'),
        import('../messages/back-office/exports.fr.json'),
        import('../messages/back-office/webhooks.fr.json'),
        import('../messages/back-office/api-keys.fr.json'),
      ])
    : locale === 'es'
      ? Promise.all([
          import('../messages/back-office/shell.es.json'),
          import('../messages/back-office/season.es.json'),
          import('../messages/back-office/promo.es.json'),
          import('../messages/back-office/counter.es.json'),
          import('../messages/back-office/team.es.json'),
          import('../messages/back-office/seats.es.json'),
          import('../messages/back-office/payouts.es.json'),
          import('../messages/back-office/dashboard.es.json'),
          import('../messages/back-office/exports.es.json'),
          import('../messages/back-office/webhooks.es.json'),
          import('../messages/back-office/api-keys.es.json'),
        ])
      : locale === 'nl'
        ? Promise.all([
            import('../messages/back-office/shell.nl.json'),
            import('../messages/back-office/season.nl.json'),
            import('../messages/back-office/promo.nl.json'),
            import('../messages/back-office/counter.nl.json'),
            import('../messages/back-office/team.nl.json'),
            import('../messages/back-office/seats.nl.json'),
            import('../messages/back-office/payouts.nl.json'),
            import('../messages/back-office/dashboard.nl.json'),
            import('../messages/back-office/exports.nl.json'),
            import('../messages/back-office/webhooks.nl.json'),
            import('../messages/back-office/api-keys.nl.json'),
          ])
        : locale === 'ru'
          ? Promise.all([
              import('../messages/back-office/shell.ru.json'),
              import('../messages/back-office/season.ru.json'),
              import('../messages/back-office/promo.ru.json'),
              import('../messages/back-office/counter.ru.json'),
              import('../messages/back-office/team.ru.json'),
              import('../messages/back-office/seats.ru.json'),
              import('../messages/back-office/payouts.ru.json'),
              import('../messages/back-office/dashboard.ru.json'),
              import('../messages/back-office/exports.ru.json'),
              import('../messages/back-office/webhooks.ru.json'),
              import('../messages/back-office/api-keys.ru.json'),
            ])
          : Promise.all([
              import('../messages/back-office/shell.en.json'),
              import('../messages/back-office/season.en.json'),
              import('../messages/back-office/promo.en.json'),
              import('../messages/back-office/counter.en.json'),
              import('../messages/back-office/team.en.json'),
              import('../messages/back-office/seats.en.json'),
              import('../messages/back-office/payouts.en.json'),
              import('../messages/back-office/dashboard.en.json'),
              import('../messages/back-office/exports.en.json'),
              import('../messages/back-office/webhooks.en.json'),
              import('../messages/back-office/api-keys.en.json'),
            ]));
  return Object.assign({}, ...files.map((file) => file.default)) as BackOfficeMessages;
}

/** Loads one locale's fan messages (static imports so bundlers include exactly these five files). */
async function loadFanMessages(locale: AppLocale): Promise<Messages> {
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

/** Loads one locale's messages: the fans' and the back office's. */
export async function loadMessages(locale: AppLocale): Promise<AllMessages> {
  const [fan, backOffice] = await Promise.all([loadFanMessages(locale), loadBackOfficeMessages(locale)]);
  return { ...fan, ...backOffice };
}
