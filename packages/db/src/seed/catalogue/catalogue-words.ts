import { SUPPORTED_LOCALES, type Locale } from '@stadio/tenants';
import type { CompetitionKey, Texts, Translated } from './demo-profile';

/*
 * The words the demo profiles share, in every language a club may offer, written once
 * (docs/product.md#catalogue-names, ADR 0025): stands, what a competition is, its rounds, and proper
 * names written in another script.
 */

/** A text in every language, from what it says in one. */
export function textsOf(say: (locale: Locale) => string): Texts {
  return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, say(locale)])) as Texts;
}

/**
 * A proper name (a club, a league): the same in every language, except that a name written in
 * Cyrillic reads `latin` (its transliteration or usual Latin name) in the Latin-script languages.
 */
export function properName(name: string, latin: string = name): Texts {
  return textsOf((locale) => (locale === 'ru' ? name : latin));
}

/** Stand names by the part of the ground they name. */
export const STANDS = {
  north: {
    fr: 'Tribune Nord',
    en: 'North Stand',
    es: 'Tribuna Norte',
    nl: 'Noordtribune',
    ru: 'Северная трибуна',
  },
  east: {
    fr: 'Tribune Est',
    en: 'East Stand',
    es: 'Tribuna Este',
    nl: 'Oosttribune',
    ru: 'Восточная трибуна',
  },
  west: {
    fr: 'Tribune Ouest',
    en: 'West Stand',
    es: 'Tribuna Oeste',
    nl: 'Westtribune',
    ru: 'Западная трибуна',
  },
  central: {
    fr: 'Tribune centrale',
    en: 'Central Stand',
    es: 'Tribuna central',
    nl: 'Centrale tribune',
    ru: 'Центральная трибуна',
  },
  main: {
    fr: 'Tribune principale',
    en: 'Main Stand',
    es: 'Tribuna principal',
    nl: 'Hoofdtribune',
    ru: 'Главная трибуна',
  },
  mainSouth: {
    fr: 'Tribune Présidentielle Sud',
    en: 'Main Stand South',
    es: 'Tribuna principal sur',
    nl: 'Hoofdtribune Zuid',
    ru: 'Главная трибуна, юг',
  },
  eastEnd: {
    fr: 'Virage Est',
    en: 'East End',
    es: 'Fondo este',
    nl: 'Oostbocht',
    ru: 'Восточный вираж',
  },
  westEnd: {
    fr: 'Virage Ouest',
    en: 'West End',
    es: 'Fondo oeste',
    nl: 'Westbocht',
    ru: 'Западный вираж',
  },
} as const satisfies Record<string, Texts>;

/** A stand with its supporters' name added ("Virage Ouest – Kop"). */
export function nicknamed(stand: Texts, nickname: string): Texts {
  return textsOf((locale) => `${stand[locale]} – ${nickname}`);
}

/** What each competition of a demo club is, said under its name. */
export const COMPETITION_KINDS: Record<CompetitionKey, Texts> = {
  league: {
    fr: 'Championnat',
    en: 'League',
    es: 'Liga regular',
    nl: 'Competitie',
    ru: 'Регулярный чемпионат',
  },
  cup: {
    fr: 'Coupe nationale',
    en: 'National cup',
    es: 'Copa nacional',
    nl: 'Nationale beker',
    ru: 'Национальный кубок',
  },
};

/** A competition: its name (a proper name, or translated) and what it is. */
export function competition(name: Texts, kind: CompetitionKey): Translated {
  return { name, description: COMPETITION_KINDS[kind] };
}

const MATCHDAY: Record<Locale, (round: number) => string> = {
  fr: (round) => `${round}${round === 1 ? 're' : 'e'} journée`,
  en: (round) => `Matchday ${round}`,
  es: (round) => `Jornada ${round}`,
  nl: (round) => `Speelronde ${round}`,
  ru: (round) => `${round}-й тур`,
};

/** Cup rounds from the last 32 to the semi-finals; any later round is the final. */
const CUP_ROUNDS: Record<Locale, { rounds: readonly string[]; final: string }> = {
  fr: {
    rounds: ['Seizièmes de finale', 'Huitièmes de finale', 'Quart de finale', 'Demi-finale'],
    final: 'Finale',
  },
  en: { rounds: ['Round of 32', 'Round of 16', 'Quarter-final', 'Semi-final'], final: 'Final' },
  es: {
    rounds: ['Dieciseisavos de final', 'Octavos de final', 'Cuartos de final', 'Semifinal'],
    final: 'Final',
  },
  nl: { rounds: ['Zestiende finale', 'Achtste finale', 'Kwartfinale', 'Halve finale'], final: 'Finale' },
  ru: { rounds: ['1/16 финала', '1/8 финала', '1/4 финала', '1/2 финала'], final: 'Финал' },
};

/** A match's round in every language: the league's matchday or the cup's round. */
export function roundLabel(kind: CompetitionKey, round: number): Texts {
  return textsOf((locale) => {
    if (kind === 'league') return MATCHDAY[locale](round);
    const { rounds, final } = CUP_ROUNDS[locale];
    return rounds[round - 1] ?? final;
  });
}
