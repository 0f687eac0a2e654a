import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseOrderArgs } from '../orders/order-args';
import { listTicketsForResale } from './list-for-resale';
import { listForResaleArgs, withdrawListingsArgs } from './resale-args';
import { withdrawResaleListings } from './withdraw-listings';

/** The resale part of "Transfers and resale" in schema.graphql, scoped by the request's club. */
export const resaleResolvers: Resolvers<ApiContext> = {
  Mutation: {
    listTicketsForResale: (_parent, args, context) =>
      listTicketsForResale(
        { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale },
        parseOrderArgs(listForResaleArgs, args),
      ),
    withdrawResaleListings: (_parent, args, context) =>
      withdrawResaleListings(
        { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale },
        parseOrderArgs(withdrawListingsArgs, args),
      ),
  },
};
