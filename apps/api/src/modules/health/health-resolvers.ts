import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { checkDatabase } from './check-database';

/** `Query.health`: the same check as GET /health, for clients that only speak GraphQL. */
export const healthResolvers: Resolvers<ApiContext> = {
  Query: {
    health: async (_parent, _args, context) => ({ status: 'ok', database: await checkDatabase(context.db) }),
  },
};
