import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';

/** `Query.tenant`: the registry's tenant object already has the GraphQL Tenant fields. */
export const tenantResolvers: Resolvers<ApiContext> = {
  Query: {
    tenant: (_parent, _args, context) => context.tenant,
  },
};
