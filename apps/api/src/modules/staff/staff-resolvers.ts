import type { StaffAccountRow } from '@stadio/db';
import type { Resolvers, StaffRole } from '@stadio/graphql/resolvers-types';
import { staffAccounts } from '@stadio/db';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiContext } from '../../graphql/api-context';
import { paymentProvidersOf } from '../payments/payment-provider';
import { myCancelledOrders } from './cancelled-orders';
import {
  parseStaffArgs,
  staffLoginArgs,
  staffOrderArgs,
  staffSearchArgs,
  staffSessionArgs,
} from './staff-args';
import { writeAudit } from './staff-audit';
import { staffCancelOrder } from './staff-cancel-order';
import { staffLogin } from './staff-login';
import { loadStaffOrder, searchOrders } from './staff-orders';
import { ROLE_PERMISSIONS } from './staff-permissions';
import { staffResendTickets } from './staff-resend-tickets';
import { requireStaff, type StaffScope } from './staff-scope';
import { poolOf } from '../../database/sql-client';

function scopeOf(context: ApiContext): StaffScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

/** The StaffMember type of schema.graphql. */
function member(staff: StaffAccountRow) {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role.toUpperCase() as StaffRole,
    clubSlug: staff.tenantId,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    sessionEpoch: staff.sessionEpoch,
  };
}

const customerArgs = z.object({ customerId: z.uuid('must be a customer id (a UUID)') });

/** The "Club staff" part of schema.graphql (docs/staff-roles.md), scoped by the request's club. */
export const staffResolvers: Resolvers<ApiContext> = {
  Query: {
    staffMe: async (_parent, args, context) => {
      const { session } = parseStaffArgs(staffSessionArgs, args);
      return member(await requireStaff(context.db, context.tenant.slug, session));
    },
    staffOrders: async (_parent, args, context) => {
      const { session, query, eventId } = parseStaffArgs(staffSearchArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'ORDER_SEARCH');
      const found = await searchOrders(scopeOf(context), query, eventId);
      // Reading fans' data is an action too: who looked for whom.
      await writeAudit(context.db, {
        tenantId: context.tenant.slug,
        staff: { id: staff.id, email: staff.email },
        action: 'order.search',
        targetType: 'search',
        targetId: query,
        after: { eventId: eventId ?? null, orderIds: found.map((order) => order.orderId) },
        now: context.now(),
      });
      return found;
    },
    staffOrder: async (_parent, args, context) => {
      const { session, orderId } = parseStaffArgs(staffOrderArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'ORDER_VIEW');
      const order = await loadStaffOrder(poolOf(context.db), scopeOf(context), staff, orderId);
      await writeAudit(context.db, {
        tenantId: context.tenant.slug,
        staff: { id: staff.id, email: staff.email },
        action: 'order.view',
        targetType: 'order',
        targetId: orderId,
        now: context.now(),
      });
      return order;
    },
    myCancelledOrders: (_parent, args, context) =>
      myCancelledOrders(scopeOf(context), parseStaffArgs(customerArgs, args).customerId),
  },
  Mutation: {
    staffLogin: async (_parent, args, context) => {
      const input = parseStaffArgs(staffLoginArgs, args);
      const staff = await staffLogin(
        {
          ...scopeOf(context),
          settings: context.identity,
          abuse: context.abuse,
          clientAddress: context.clientAddress ?? 'unknown',
        },
        input,
      );
      return { staff: member(staff) };
    },
    staffLogout: async (_parent, args, context) => {
      const { session } = parseStaffArgs(staffSessionArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session);
      await context.db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
          .where(eq(staffAccounts.id, staff.id));
        await writeAudit(tx, {
          tenantId: context.tenant.slug,
          staff: { id: staff.id, email: staff.email },
          action: 'staff.logout',
          targetType: 'staff',
          targetId: staff.id,
          now: context.now(),
        });
      });
      return true;
    },
    staffCancelOrder: async (_parent, args, context) => {
      const { session, orderId } = parseStaffArgs(staffOrderArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'ORDER_CANCEL');
      return staffCancelOrder({ ...scopeOf(context), provider: paymentProvidersOf(context) }, staff, orderId);
    },
    staffResendTickets: async (_parent, args, context) => {
      const { session, orderId } = parseStaffArgs(staffOrderArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'ORDER_RESEND_TICKETS');
      return staffResendTickets(scopeOf(context), staff, orderId);
    },
  },
};
