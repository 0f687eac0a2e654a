import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { localeOf } from '../catalogue/catalogue-names';
import { parseStaffArgs } from '../staff/staff-args';
import { requireStaff, type StaffScope } from '../staff/staff-scope';
import {
  staffGateEventsArgs,
  staffGateListArgs,
  staffGateTicketArgs,
  staffRecordGateEntriesArgs,
} from './gate-args';
import { gateEvents, gateList, gateTicket } from './gate-list';
import { recordGateEntries } from './record-entries';

const scopeOf = (context: ApiContext): StaffScope => ({
  db: context.db,
  tenant: context.tenant,
  now: context.now(),
});

/** The "Gate scanning" part of schema.graphql, for staff allowed TICKET_SCAN (docs/staff-roles.md). */
export const gateResolvers: Resolvers<ApiContext> = {
  Query: {
    staffGateEvents: async (_parent, args, context) => {
      const { session } = parseStaffArgs(staffGateEventsArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'TICKET_SCAN');
      return gateEvents(scopeOf(context), localeOf(context));
    },
    staffGateList: async (_parent, args, context) => {
      const { session, eventId } = parseStaffArgs(staffGateListArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'TICKET_SCAN');
      return gateList(scopeOf(context), eventId, localeOf(context));
    },
    staffGateTicket: async (_parent, args, context) => {
      const { session, eventId, ticketId } = parseStaffArgs(staffGateTicketArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'TICKET_SCAN');
      return gateTicket(scopeOf(context), eventId, ticketId, localeOf(context));
    },
  },
  Mutation: {
    staffRecordGateEntries: async (_parent, args, context) => {
      const { session, eventId, deviceId, entries, since } = parseStaffArgs(staffRecordGateEntriesArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'TICKET_SCAN');
      return recordGateEntries(scopeOf(context), staff, { eventId, deviceId, entries, since: since ?? null });
    },
  },
};
