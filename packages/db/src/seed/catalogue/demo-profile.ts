import type { CategoryRole, StadiumSpec, VenueNaming } from '@stadio/venues';

export type ProductKey = 'full' | 'reduced' | 'child' | 'resale' | 'retired';
export type CompetitionKey = 'league' | 'cup';
export type PackKey = 'pack-1' | 'pack-2' | 'season';

export interface Labelled {
  name: string;
  description?: string;
}

/** A rival club: a believable name and the two colours of its crest. */
export interface Opponent {
  key: string;
  name: string;
  colours: readonly [string, string];
}

/**
 * Everything sport- and country-specific about a demo club: its venue shape, the words of its
 * language (names are stored in one language, the club's own) and its price levels.
 */
export interface DemoProfile {
  venueSpec(naming: VenueNaming): StadiumSpec;
  stands: VenueNaming['stands'];
  categories: VenueNaming['categories'];
  /** Kept inactive: it must never show in the shop. */
  retiredCategory: Labelled & { key: string };
  saleChannelName: string;
  /** Usual local kick-off time ("20:45"). */
  kickOff: string;
  /** Full price of each category for an ordinary match, in cents. */
  fullPrices: Record<CategoryRole, number>;
  products: Record<ProductKey, Labelled>;
  competitions: Record<CompetitionKey, Labelled>;
  /** Description of a match: the matchday of the league, or the round of the cup. */
  roundLabel(competition: CompetitionKey, round: number): string;
  /** At least 8, distinct colours. */
  opponents: readonly Opponent[];
  packs: Record<PackKey, Labelled>;
  resaleDescription: string;
  /** The car parks sold with each match: a large one and a tiny one (2 places) that fills up. */
  parkings: { large: Labelled; small: Labelled };
}
