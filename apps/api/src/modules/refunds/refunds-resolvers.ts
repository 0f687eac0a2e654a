import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { poolOf } from '../../database/sql-client';
import { customerArgs, parseCounterArgs } from '../counter/counter-args';
import { creditNotesOfCustomer, creditNoteView } from './credit-notes';

/** Credit notes (packages/graphql/schema/refunds.graphql); the staff order view reads them with the order. */
export const refundsResolvers: Resolvers<ApiContext> = {
  Query: {
    // Called by the storefront's BFF for the signed-in fan, like myRefundedTickets.
    myCreditNotes: async (_parent, args, context) => {
      const { customerId } = parseCounterArgs(customerArgs, args);
      const notes = await creditNotesOfCustomer(poolOf(context.db), context.tenant.slug, customerId);
      return notes.map((note) => creditNoteView(note, context.tenant));
    },
  },
};
