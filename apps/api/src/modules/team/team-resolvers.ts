import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';

/** This back-office area's operations (packages/graphql/schema/team.graphql). */
export const teamResolvers: Resolvers<ApiContext> = {};
