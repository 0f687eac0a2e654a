import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import { createApiKeyArgs, parseApiKeyArgs, revokeApiKeyArgs, sessionArgs } from './api-key-args';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyScope } from './api-keys';

function scopeOf(context: ApiContext): ApiKeyScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

/**
 * The API keys area (packages/graphql/schema/api-keys.graphql): INTEGRATIONS_MANAGE for every
 * operation (docs/staff-roles.md). The session and role are checked before the arguments' rules,
 * so a refused role learns nothing.
 */
export const apiKeysResolvers: Resolvers<ApiContext> = {
  Query: {
    backOfficeApiKeys: async (_parent, args, context) => {
      const { session } = parseApiKeyArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'INTEGRATIONS_MANAGE');
      return listApiKeys(scopeOf(context));
    },
  },
  Mutation: {
    backOfficeCreateApiKey: async (_parent, args, context) => {
      const { session } = parseApiKeyArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'INTEGRATIONS_MANAGE');
      const { name } = parseApiKeyArgs(createApiKeyArgs, args);
      return createApiKey(scopeOf(context), staff, name);
    },
    backOfficeRevokeApiKey: async (_parent, args, context) => {
      const { session } = parseApiKeyArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'INTEGRATIONS_MANAGE');
      const { id } = parseApiKeyArgs(revokeApiKeyArgs, args);
      return revokeApiKey(scopeOf(context), staff, id);
    },
  },
};
