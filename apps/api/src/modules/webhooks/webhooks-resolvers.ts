import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import {
  createArgs,
  deliveriesArgs,
  enabledArgs,
  idArgs,
  parseWebhookArgs,
  resendArgs,
  sessionArgs,
  updateArgs,
} from './webhook-args';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  setEndpointEnabled,
  updateEndpoint,
  type WebhookScope,
} from './webhook-endpoints';
import { loopbackHttpAllowed } from './webhook-url';

function scopeOf(context: ApiContext): WebhookScope {
  return { db: context.db, tenantId: context.tenant.slug, now: context.now() };
}

/** The session and INTEGRATIONS_MANAGE first, so a refused role learns nothing of the arguments. */
async function staffOf(context: ApiContext, args: unknown) {
  const { session } = parseWebhookArgs(sessionArgs.passthrough(), args);
  return requireStaff(context.db, context.tenant.slug, session, 'INTEGRATIONS_MANAGE');
}

/** The webhooks area (packages/graphql/schema/webhooks.graphql): INTEGRATIONS_MANAGE throughout. */
export const webhooksResolvers: Resolvers<ApiContext> = {
  Query: {
    backOfficeWebhookEndpoints: async (_parent, args, context) => {
      await staffOf(context, args);
      return listEndpoints(scopeOf(context));
    },
    backOfficeWebhookDeliveries: async (_parent, args, context) => {
      await staffOf(context, args);
      const { endpointId } = parseWebhookArgs(deliveriesArgs, args);
      return listDeliveries(scopeOf(context), endpointId);
    },
  },
  Mutation: {
    backOfficeCreateWebhookEndpoint: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { input } = parseWebhookArgs(createArgs(loopbackHttpAllowed()), args);
      return createEndpoint(scopeOf(context), staff, input);
    },
    backOfficeUpdateWebhookEndpoint: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { id, input } = parseWebhookArgs(updateArgs(loopbackHttpAllowed()), args);
      return updateEndpoint(scopeOf(context), staff, id, input);
    },
    backOfficeSetWebhookEndpointEnabled: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { id, enabled } = parseWebhookArgs(enabledArgs, args);
      return setEndpointEnabled(scopeOf(context), staff, id, enabled);
    },
    backOfficeRotateWebhookSecret: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { id } = parseWebhookArgs(idArgs, args);
      return rotateSecret(scopeOf(context), staff, id);
    },
    backOfficeDeleteWebhookEndpoint: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { id } = parseWebhookArgs(idArgs, args);
      return deleteEndpoint(scopeOf(context), staff, id);
    },
    backOfficeResendWebhookDelivery: async (_parent, args, context) => {
      const staff = await staffOf(context, args);
      const { deliveryId } = parseWebhookArgs(resendArgs, args);
      return resendDelivery(scopeOf(context), staff, deliveryId);
    },
  },
};
