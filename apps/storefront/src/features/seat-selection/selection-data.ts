import type { PitchKind } from '@/gql/graphql';
import type { MapBlock, VenueLayout } from '@/features/seat-map';

/** What the seat selection island needs about the venue, prepared on the server from the API. */
export interface SelectionVenue {
  width: number;
  height: number;
  pitch: PitchKind;
  /** Where the map draws the playing surface, what it fits, how big blocks are (from the outlines, on the server). */
  layout: VenueLayout;
  blocks: SelectionBlock[];
  categories: SelectionCategory[];
  products: { id: string; name: string; description: string | null }[];
}

/** A block as the map draws it. */
export type SelectionBlock = MapBlock;

/** A price category with its standard price on sale (null when none), and its lowest when cheaper. */
export interface SelectionCategory {
  id: string;
  name: string;
  colour: string;
  price: number | null;
  fromPrice: number | null;
}

/** One price of the event or pack: a category with a product, in one block (direct sale only). */
export interface SelectionOffer {
  blockId: string;
  categoryId: string;
  productId: string;
  price: number;
  availability: number;
}

/** The event or pack the buyer is choosing seats for. */
export type SelectionSubject =
  | { kind: 'event'; id: string; name: string }
  | { kind: 'pack'; id: string; name: string; type: 'pack' | 'season' };

/** Everything the client island gets. */
export interface SelectionData {
  subject: SelectionSubject;
  venue: SelectionVenue;
  offers: SelectionOffer[];
  /** Caps on the ticket count from the site and the sale channel. */
  limits: { websiteMaxTicketsInCart: number | null; channelMax: number | null };
  /** The event's waiting room (ADR 0014): fans queue for the selection; none for packs. */
  waitingRoom?: { opensAt: string; admitPerMinute: number } | null;
}
