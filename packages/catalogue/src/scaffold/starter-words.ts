import type { Locale } from '@stadio/tenants';

type Words = Record<Locale, string>;

/** The price offers a new club starts with, named in every language the shop speaks. */
export const STARTER_PRODUCTS: readonly { key: string; name: Words; share: number; resale?: true }[] = [
  {
    key: 'full-price',
    share: 1,
    name: {
      en: 'Full price',
      fr: 'Plein tarif',
      es: 'Tarifa completa',
      nl: 'Volledig tarief',
      ru: 'Полный тариф',
    },
  },
  {
    key: 'reduced',
    share: 0.75,
    name: {
      en: 'Reduced',
      fr: 'Tarif réduit',
      es: 'Tarifa reducida',
      nl: 'Gereduceerd tarief',
      ru: 'Льготный',
    },
  },
  {
    key: 'child',
    share: 0.5,
    name: {
      en: 'Child (under 12)',
      fr: 'Enfant (moins de 12 ans)',
      es: 'Niño (menos de 12)',
      nl: 'Kind (onder 12)',
      ru: 'Детский (до 12 лет)',
    },
  },
  {
    key: 'resale',
    share: 1,
    resale: true,
    name: { en: 'Resale', fr: 'Revente', es: 'Reventa', nl: 'Doorverkoop', ru: 'Перепродажа' },
  },
];

export const SEASON_TICKET: Words = {
  en: 'Season ticket',
  fr: 'Abonnement saison',
  es: 'Abono de temporada',
  nl: 'Seizoenkaart',
  ru: 'Абонемент на сезон',
};

/** A text in the club's languages only, as the files write it. */
export const inLocales = (words: Words, locales: readonly Locale[]): Partial<Words> =>
  Object.fromEntries(locales.map((locale) => [locale, words[locale]]));
