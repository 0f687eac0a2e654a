import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseStaffArgs } from '../staff/staff-args';
import { requireStaff } from '../staff/staff-scope';
import { staffAnomaliesArgs, staffUpdateAnomalyArgs } from './anomaly-args';
import { listAnomalies, updateAnomalyStatus } from './staff-anomalies';

/** The "Order anomalies" part of schema.graphql, for staff whose role allows it (docs/staff-roles.md). */
export const anomalyResolvers: Resolvers<ApiContext> = {
  Query: {
    staffAnomalies: async (_parent, args, context) => {
      const { session, filter } = parseStaffArgs(staffAnomaliesArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'ANOMALY_VIEW');
      return listAnomalies({ db: context.db, tenant: context.tenant, now: context.now() }, filter ?? {});
    },
  },
  Mutation: {
    staffUpdateAnomaly: async (_parent, args, context) => {
      const { session, anomalyId, status } = parseStaffArgs(staffUpdateAnomalyArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'ANOMALY_UPDATE');
      return updateAnomalyStatus(
        { db: context.db, tenant: context.tenant, now: context.now() },
        staff,
        anomalyId,
        status,
      );
    },
  },
};
