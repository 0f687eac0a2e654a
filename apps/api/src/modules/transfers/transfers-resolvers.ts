import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseOrderArgs } from '../orders/order-args';
import { cancelTicketTransfer } from './cancel-transfer';
import { cancelTransferArgs, transferTicketsArgs } from './transfer-args';
import { transferTickets } from './transfer-tickets';

/** The transfer part of "Transfers and resale" in schema.graphql, scoped by the request's club. */
export const transfersResolvers: Resolvers<ApiContext> = {
  Mutation: {
    transferTickets: (_parent, args, context) =>
      transferTickets(
        {
          db: context.db,
          tenant: context.tenant,
          now: context.now(),
          locale: context.locale,
          abuse: context.abuse,
          clientAddress: context.clientAddress,
        },
        parseOrderArgs(transferTicketsArgs, args),
      ),
    cancelTicketTransfer: (_parent, args, context) =>
      cancelTicketTransfer(
        { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale },
        parseOrderArgs(cancelTransferArgs, args),
      ),
  },
};
