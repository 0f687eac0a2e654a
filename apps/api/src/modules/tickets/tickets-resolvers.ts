import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { myTicketViews, myTickets } from './my-tickets';
import { reissueTicket } from './reissue-ticket';
import { sendTicketsByEmail } from './send-tickets-email';
import {
  myTicketsArgs,
  parseTicketArgs,
  sendTicketsArgs,
  ticketRefArgs,
  verifyTokenArgs,
  walletTokenArgs,
} from './ticket-args';
import { ticketNotFound } from './ticket-errors';
import { loadTicketFacts } from './ticket-facts';
import { ticketServices } from './ticket-services';
import { verifyTicket } from './verify-ticket';
import { generateWalletToken } from './wallet-token';

/** The "Tickets and delivery" section of schema.graphql, scoped by the request's club and customer. */
export const ticketsResolvers: Resolvers<ApiContext> = {
  Query: {
    myTickets: (_parent, args, context) =>
      myTickets(
        { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale },
        parseTicketArgs(myTicketsArgs, args),
      ),
    ticketVerificationKey: (_parent, _args, context) =>
      ticketServices().keyring.publicKeyPem(context.tenant.slug),
    verifyTicketToken: (_parent, args, context) =>
      verifyTicket(
        context.db,
        ticketServices().keyring,
        context.tenant.slug,
        parseTicketArgs(verifyTokenArgs, args).token,
      ),
  },
  Mutation: {
    generateWalletToken: (_parent, args, context) => {
      const parsed = parseTicketArgs(walletTokenArgs, args);
      return generateWalletToken(
        { db: context.db, tenant: context.tenant, now: context.now(), services: ticketServices() },
        { customerId: parsed.customerId, ...parsed.inputs },
      );
    },
    sendTicketsByEmail: async (_parent, args, context) => {
      await sendTicketsByEmail(
        { db: context.db, tenant: context.tenant, now: context.now() },
        parseTicketArgs(sendTicketsArgs, args),
      );
      return true;
    },
    reissueTicket: async (_parent, args, context) => {
      const { customerId, ticketId } = parseTicketArgs(ticketRefArgs, args);
      const now = context.now();
      const tenantId = context.tenant.slug;
      const [owned] = await loadTicketFacts(context.db, tenantId, customerId, { ticketIds: [ticketId] }, now);
      if (!owned) throw ticketNotFound();
      await reissueTicket(context.db, tenantId, ticketId, now);
      const [view] = await myTicketViews(
        { db: context.db, tenant: context.tenant, now, locale: context.locale },
        customerId,
        [ticketId],
      );
      if (!view) throw ticketNotFound();
      return view;
    },
  },
};
