import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { arenaResolvers } from './arena-resolvers';
import { blockResolvers } from './block-resolvers';
import { blocksQueryResolvers } from './blocks-query';
import { catalogueEditionQueryResolvers } from './catalogue-edition';
import { eventQueryResolvers, eventResolvers } from './event-resolvers';
import { offerQueryResolvers } from './offer-resolvers';
import { packQueryResolvers, packResolvers } from './pack-resolvers';
import { resaleQueryResolvers } from './resale-resolvers';
import type { CatalogueQueryResolvers } from './resolver-types';

// Required: leaving a catalogue query without a resolver fails to compile, not at request time.
const query: Required<CatalogueQueryResolvers> = {
  ...eventQueryResolvers,
  ...packQueryResolvers,
  ...blocksQueryResolvers,
  ...resaleQueryResolvers,
  ...offerQueryResolvers,
  ...catalogueEditionQueryResolvers,
};

/**
 * The catalogue section of schema.graphql. Resolvers are typed against models (see resolver-types);
 * the generated `Resolvers` type, which expects whole objects, is only asserted here.
 */
export const catalogueResolvers = {
  Query: query,
  Event: eventResolvers,
  Arena: arenaResolvers,
  Block: blockResolvers,
  CampaignPack: packResolvers,
} as unknown as Resolvers<ApiContext>;
