import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { poolOf } from '../../database/sql-client';
import { requireStaff, type StaffScope } from '../staff/staff-scope';
import { paymentProvidersOf } from '../payments/payment-provider';
import {
  counterBlockArgs,
  counterCustomerArgs,
  counterEventArgs,
  counterRefundArgs,
  counterSellArgs,
  counterSessionArgs,
  customerArgs,
  parseCounterArgs,
} from './counter-args';
import { counterBlockSeats, counterEvents, counterEventSale } from './counter-events';
import { counterRefundTicket, myRefundedTickets } from './counter-refund';
import { counterSell } from './counter-sale';

function scopeOf(context: ApiContext): StaffScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

/** This back-office area's operations (packages/graphql/schema/counter.graphql). */
export const counterResolvers: Resolvers<ApiContext> = {
  Query: {
    counterEvents: async (_parent, args, context) => {
      const { session } = parseCounterArgs(counterSessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'COUNTER_SALE');
      return counterEvents(scopeOf(context));
    },
    counterEvent: async (_parent, args, context) => {
      const { session, eventId } = parseCounterArgs(counterEventArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'COUNTER_SALE');
      return counterEventSale(scopeOf(context), eventId);
    },
    counterBlockSeats: async (_parent, args, context) => {
      const { session, eventId, blockId } = parseCounterArgs(counterBlockArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'COUNTER_SALE');
      return counterBlockSeats(scopeOf(context), eventId, blockId);
    },
    counterCustomer: async (_parent, args, context) => {
      const { session, email } = parseCounterArgs(counterCustomerArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'COUNTER_SALE');
      const { rows } = await poolOf(context.db).query<{
        id: string;
        email: string;
        firstName: string | null;
        lastName: string | null;
      }>(
        `select id, email, first_name as "firstName", last_name as "lastName" from customers
         where tenant_id = $1 and email = $2 and deleted_at is null`,
        [context.tenant.slug, email],
      );
      return rows[0] ?? null;
    },
    staffSearchEvents: async (_parent, args, context) => {
      const { session } = parseCounterArgs(counterSessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'ORDER_SEARCH');
      const { rows } = await poolOf(context.db).query<{ id: string; name: string }>(
        `select id, name from events where tenant_id = $1 order by start_datetime desc, id limit 200`,
        [context.tenant.slug],
      );
      return rows;
    },
    myRefundedTickets: (_parent, args, context) =>
      myRefundedTickets(scopeOf(context), parseCounterArgs(customerArgs, args).customerId),
  },
  Mutation: {
    counterSell: async (_parent, args, context) => {
      const { session, input } = parseCounterArgs(counterSellArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'COUNTER_SALE');
      return counterSell(scopeOf(context), staff, input);
    },
    counterRefundTicket: async (_parent, args, context) => {
      const { session, ...input } = parseCounterArgs(counterRefundArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'TICKET_REFUND');
      return counterRefundTicket({ ...scopeOf(context), provider: paymentProvidersOf(context) }, staff, input);
    },
  },
};
