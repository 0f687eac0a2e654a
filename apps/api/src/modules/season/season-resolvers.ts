import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';

/** This back-office area's operations (packages/graphql/schema/season.graphql). */
export const seasonResolvers: Resolvers<ApiContext> = {};
