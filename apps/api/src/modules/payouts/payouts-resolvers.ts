import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import { batchIdArgs, createBatchArgs, parsePayoutArgs, sessionArgs } from './payout-args';
import {
  createPayoutBatch,
  listPayouts,
  markPayoutBatchPaid,
  payoutBatchFile,
  type PayoutScope,
} from './payouts';

function scopeOf(context: ApiContext): PayoutScope {
  return { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale };
}

/**
 * The payouts area (packages/graphql/schema/payouts.graphql): RESALE_PAYOUT for every operation
 * (docs/staff-roles.md). The session and role are checked before the arguments' rules, so a
 * refused role learns nothing.
 */
export const payoutsResolvers: Resolvers<ApiContext> = {
  Query: {
    backOfficePayouts: async (_parent, args, context) => {
      const { session } = parsePayoutArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'RESALE_PAYOUT');
      return listPayouts(scopeOf(context));
    },
    backOfficePayoutBatchFile: async (_parent, args, context) => {
      const { session } = parsePayoutArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'RESALE_PAYOUT');
      const { id } = parsePayoutArgs(batchIdArgs, args);
      return payoutBatchFile(scopeOf(context), staff, id);
    },
  },
  Mutation: {
    backOfficeCreatePayoutBatch: async (_parent, args, context) => {
      const { session } = parsePayoutArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'RESALE_PAYOUT');
      const { payoutIds } = parsePayoutArgs(createBatchArgs, args);
      return createPayoutBatch(scopeOf(context), staff, payoutIds);
    },
    backOfficeMarkPayoutBatchPaid: async (_parent, args, context) => {
      const { session } = parsePayoutArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'RESALE_PAYOUT');
      const { id } = parsePayoutArgs(batchIdArgs, args);
      return markPayoutBatchPaid(scopeOf(context), staff, id);
    },
  },
};
