import type { Resolvers } from '@stadio/graphql/resolvers-types';
import { poolOf } from '../../database/sql-client';
import type { ApiContext } from '../../graphql/api-context';
import { paymentProvidersOf } from '../payments/payment-provider';
import { requireStaff, type StaffScope } from '../staff/staff-scope';
import { cancelEvent, eventCancellation, processBatch } from './event-cancellation';
import { blockSeats, closeSeats, reopenSeats, seatsOverview } from './seat-closures';
import {
  blockArgs,
  cancelEventArgs,
  closeSeatsArgs,
  eventArgs,
  parseSeasonSeatsArgs,
  reopenSeatsArgs,
} from './season-seats-args';

function scopeOf(context: ApiContext): StaffScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

/** This back-office area's operations (packages/graphql/schema/season-seats.graphql). */
export const seasonSeatsResolvers: Resolvers<ApiContext> = {
  Query: {
    seasonSeatsOverview: async (_parent, args, context) => {
      const { session, eventId } = parseSeasonSeatsArgs(eventArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'SEASON_VIEW');
      return seatsOverview(poolOf(context.db), context.tenant.slug, eventId);
    },
    seasonBlockSeats: async (_parent, args, context) => {
      const { session, eventId, blockId } = parseSeasonSeatsArgs(blockArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'SEASON_VIEW');
      return blockSeats(poolOf(context.db), context.tenant.slug, eventId, blockId);
    },
    seasonEventCancellation: async (_parent, args, context) => {
      const { session, eventId } = parseSeasonSeatsArgs(eventArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'EVENT_CANCEL');
      return eventCancellation(poolOf(context.db), context.tenant.slug, eventId);
    },
  },
  Mutation: {
    closeSeasonSeats: async (_parent, args, context) => {
      const { session, ...input } = parseSeasonSeatsArgs(closeSeatsArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'SEASON_EDIT');
      return closeSeats(scopeOf(context), staff, input);
    },
    reopenSeasonSeats: async (_parent, args, context) => {
      const { session, ...input } = parseSeasonSeatsArgs(reopenSeatsArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'SEASON_EDIT');
      return reopenSeats(scopeOf(context), staff, input);
    },
    cancelSeasonEvent: async (_parent, args, context) => {
      const { session, ...input } = parseSeasonSeatsArgs(cancelEventArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'EVENT_CANCEL');
      return cancelEvent({ ...scopeOf(context), provider: paymentProvidersOf(context) }, staff, input);
    },
    continueSeasonEventCancellation: async (_parent, args, context) => {
      const { session, eventId } = parseSeasonSeatsArgs(eventArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'EVENT_CANCEL');
      return processBatch({ ...scopeOf(context), provider: paymentProvidersOf(context) }, staff, eventId);
    },
  },
};
