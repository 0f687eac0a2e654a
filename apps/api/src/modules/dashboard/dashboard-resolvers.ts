import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import { dashboardArgs, parseDashboardArgs, sessionArgs } from './dashboard-args';
import { loadDashboard } from './dashboard';

/**
 * The dashboard area (packages/graphql/schema/dashboard.graphql): DASHBOARD_VIEW (docs/staff-roles.md).
 * The session and role are checked before the arguments' rules, so a refused role learns nothing.
 * A read: nothing to audit, like the other back-office lists.
 */
export const dashboardResolvers: Resolvers<ApiContext> = {
  Query: {
    backOfficeDashboard: async (_parent, args, context) => {
      const { session } = parseDashboardArgs(sessionArgs.passthrough(), args);
      await requireStaff(context.db, context.tenant.slug, session, 'DASHBOARD_VIEW');
      const { eventId } = parseDashboardArgs(dashboardArgs, args);
      return loadDashboard(
        { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale },
        eventId ?? null,
      );
    },
  },
};
