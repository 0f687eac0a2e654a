import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { GOOGLE_SAVE_URL, googleWalletJwt } from './google-wallet-jwt';
import { ticketNotFound, ticketsNotYet } from './ticket-errors';
import { deliverableTickets, ticketPage } from './ticket-documents';
import type { TicketServices } from './ticket-services';
import { googleCredentials } from './wallet-credentials';

/**
 * generateWalletToken (docs/product.md#tickets): a Google "save" JWT of the tickets, or for Apple
 * the shop's address of the first ticket's .pkpass (Apple Wallet takes a file, not a token).
 */
export async function generateWalletToken(
  scope: { db: Database; tenant: Tenant; now: Date; services: TicketServices },
  input: { customerId: string; walletType: Gql.WalletType; ticketIds: string[] },
): Promise<Gql.WalletToken> {
  const { db, tenant, now, services } = scope;
  const answer = await deliverableTickets(
    { db, tenant, customerId: input.customerId, now },
    { ticketIds: input.ticketIds },
  );
  if (answer.kind === 'not_found') throw ticketNotFound();
  if (answer.kind === 'not_yet') throw ticketsNotYet(answer.opensAt);
  const origin = services.shopOrigin(tenant);
  if (input.walletType === 'APPLE') {
    const [first] = answer.tickets;
    if (!first) throw ticketNotFound();
    return { walletType: 'APPLE', token: null, saveUrl: `${origin}/api/tickets/${first.ticket.id}/pkpass` };
  }
  const pages = await Promise.all(
    answer.tickets.map((facts) => ticketPage(services.keyring, tenant, facts, now)),
  );
  const token = await googleWalletJwt(pages, tenant, googleCredentials(services, tenant.slug), [origin], now);
  return { walletType: 'GOOGLE', token, saveUrl: `${GOOGLE_SAVE_URL}${token}` };
}
