import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';

/** This back-office area's operations (packages/graphql/schema/season-seats.graphql). */
export const seasonSeatsResolvers: Resolvers<ApiContext> = {};
