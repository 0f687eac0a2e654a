import type { Locale } from '@stadio/tenants';
import type { CategoryRole, StadiumSpec, VenueNaming } from '@stadio/venues';

export type ProductKey = 'full' | 'reduced' | 'child' | 'resale' | 'retired';
export type CompetitionKey = 'league' | 'cup';
export type PackKey = 'pack-1' | 'pack-2' | 'season';

/** A catalogue text in every language a club may offer (docs/product.md#catalogue-names). */
export type Texts = Record<Locale, string>;

/** A catalogue item fans read in their own language: categories, price offers, packs, options. */
export interface Translated {
  name: Texts;
  description?: Texts;
}

/** A rival club: a believable name and the two colours of its crest. */
export interface Opponent {
  key: string;
  /** A proper name, the same in every language (see properName)… */
  name: string;
  /** …but for a name in Cyrillic, which Latin-script languages read transliterated. */
  latinName?: string;
  colours: readonly [string, string];
}

/**
 * Everything sport- and country-specific about a demo club: its venue shape, the words of its
 * language and its price levels. What fans read (stands, categories, price offers, packs, car
 * parks, competitions, rivals, hence match names) is named in every language, stored in the
 * club's first one with the others as translations (ADR 0025).
 */
export interface DemoProfile {
  venueSpec(naming: VenueNaming): StadiumSpec;
  stands: Record<keyof VenueNaming['stands'], { letter: string; name: Texts }>;
  categories: Record<CategoryRole, Translated>;
  /** Kept inactive: it must never show in the shop. */
  retiredCategory: Translated & { key: string };
  saleChannelName: string;
  /** Usual local kick-off time ("20:45"). */
  kickOff: string;
  /** Full price of each category for an ordinary match, in cents. */
  fullPrices: Record<CategoryRole, number>;
  products: Record<ProductKey, Translated>;
  competitions: Record<CompetitionKey, Translated>;
  /** At least 8, distinct colours. */
  opponents: readonly Opponent[];
  packs: Record<PackKey, Translated>;
  resaleDescription: string;
  /** The car parks sold with each match: a large one and a tiny one (2 places) that fills up. */
  parkings: { large: Translated; small: Translated };
}
