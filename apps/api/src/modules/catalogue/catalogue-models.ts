import type * as Gql from '@stadio/graphql/resolvers-types';

/*
 * What the catalogue's object types are resolved from. Each carries the scalar fields the default
 * resolver can read, plus what the computed fields need (ids to load, the sale context), so a
 * query only pays for the fields it asks for.
 */

/** Whose stock and prices blocks and seats are shown with: one event, every event of a pack, or none. */
export type SaleContext = { kind: 'event'; id: string } | { kind: 'pack'; id: string } | null;

/** An event row with its channel configurations (the web channel first). */
export interface EventModel {
  id: string;
  name: string;
  description: string | null;
  startDatetime: string;
  isArchived: boolean;
  saleStatus: 'opened' | 'closed';
  ticketDownloadDaysBefore: number | null;
  arenaId: string;
  homeTeamId: string | null;
  opponentId: string | null;
  competitionId: string | null;
  channelConfigurations: Gql.EventChannelConfiguration[];
}

/** A venue as seen from one sale context (its blocks show that context's stock). */
export interface ArenaModel {
  id: string;
  name: string;
  imageUrl: string | null;
  usePacifa: boolean;
  width: number;
  height: number;
  pitch: Gql.PitchKind;
  websiteMaxTicketsInCart: number | null;
  context: SaleContext;
}

/** A block's plan (context-free), shared by every event played in its arena. */
export interface BlockPlan {
  id: string;
  arenaId: string;
  name: string;
  standId: string;
  standName: string;
  isOpenSeating: boolean;
  contour: string;
  labelX: number;
  labelY: number;
  isAwaySection: boolean;
  capacity: number;
  /** The block's category (every place of a standing block); null when that category is inactive. */
  mainCategoryId: string | null;
  /** The category of an open-seating block's places, active or not. */
  categoryId: string;
  /** Seats per category of a seated block. */
  seatsByCategory: ReadonlyMap<string, number>;
  /** A picture of the view from its seats (an asset URL or https); null: the map draws one. */
  viewImageUrl: string | null;
}

export interface BlockModel extends BlockPlan {
  context: SaleContext;
  /**
   * Where its availability and minimum price come from: the offers of the whole context (shared
   * with the event or pack and every other block), or its own (a block asked for by id).
   */
  figures: 'context' | 'block';
}

export interface StandModel {
  id: string;
  name: string;
  blocks: BlockModel[];
}

export interface PackModel {
  id: string;
  name: string;
  type: Gql.CampaignPackType;
  description: string | null;
  imageUrl: string | null;
  arenaId: string;
  channelConfigurations: Gql.PackChannelConfiguration[];
}

export interface BreakdownModel {
  event: EventModel;
}
