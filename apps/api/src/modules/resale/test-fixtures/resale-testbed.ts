import type { TenantInput } from '@stadio/tenants';
import { tenantSchema } from '@stadio/tenants';
import { inTransaction } from '../../../database/sql-client';
import { daysFrom, FIXTURE_NOW } from '../../catalogue/test-fixtures/catalogue-fixture';
import { settleResales } from '../../payments/settle-resales';
import { TESTBED_TENANTS, type Club } from '../../orders/test-fixtures/orders-testbed';
import { deliverableTickets, ticketToken } from '../../tickets/ticket-documents';
import type { TicketsTestbed } from '../../tickets/test-fixtures/tickets-testbed';
import { verifyTicket } from '../../tickets/verify-ticket';

/** A day when match-open is on sale and its tickets can be downloaded (catalogue fixture). */
export const RESALE_DAY = new Date(daysFrom(FIXTURE_NOW, 8.5));

/** The clubs' resale rules in these tests: face value at most, 5 € at least, two per match. */
export const RESALE_RULES: Partial<TenantInput> = {
  resale: { policy: 'no_restriction', minPriceCents: 500, maxPercentOfFaceValue: 100, limitPerCampaign: 2 },
};

// `first` as a variable, as the storefront sends it: a literal page size multiplies the
// operation's cost in the API's limits (graphql-armor, ADR 0022) and this one would be refused.
export const MY_TICKETS = `query ($customerId: ID!, $filter: MyTicketsFilter, $first: Int) {
  myTickets(customerId: $customerId, filter: $filter, first: $first) { groups { orderId tickets {
    id resaleState resalePrice payoutAmount payoutStatus isResalable resaleRefusal resaleMinPrice resaleMaxPrice
    isTransferable isDownloadable version holderInfo { firstName lastName email }
    transfer { id direction email isCancellable } } } } }`;
export const LIST = `mutation ($customerId: ID!, $listings: [ResaleListingInput!]!) {
  listTicketsForResale(customerId: $customerId, listings: $listings) { id resaleState resalePrice } }`;
export const WITHDRAW = `mutation ($customerId: ID!, $ticketIds: [ID!]!) {
  withdrawResaleListings(customerId: $customerId, ticketIds: $ticketIds) { id resaleState } }`;
export const TRANSFER = `mutation ($customerId: ID!, $ticketIds: [ID!]!, $email: String!) {
  transferTickets(customerId: $customerId, ticketIds: $ticketIds, recipientEmail: $email) {
    id version transfer { direction email isCancellable } holderInfo { firstName lastName email } } }`;
export const CANCEL_TRANSFER = `mutation ($customerId: ID!, $ticketId: ID!) {
  cancelTicketTransfer(customerId: $customerId, ticketId: $ticketId) { id version transfer { direction } holderInfo { firstName lastName } } }`;
export const SET_BANK = `mutation ($id: ID!, $iban: String, $bic: String) {
  updateCustomer(id: $id, input: { iban: $iban, bic: $bic }) { iban bic } }`;

export interface MyTicketView {
  id: string;
  resaleState: string;
  resalePrice: number | null;
  payoutAmount: number | null;
  payoutStatus: string | null;
  isResalable: boolean;
  resaleRefusal: string | null;
  isTransferable: boolean;
  isDownloadable: boolean;
  version: number;
  holderInfo: { firstName: string | null; lastName: string | null; email: string | null } | null;
  transfer: { id: string; direction: string; email: string; isCancellable: boolean } | null;
}

/** Helpers over a tickets testbed for resale and transfers. */
export function resaleHelpers(bed: TicketsTestbed) {
  const options = (club: Club = 'riviera') => ({ club, tenant: RESALE_RULES });
  const tenant = (club: Club = 'riviera') =>
    tenantSchema.parse({ ...TESTBED_TENANTS[club], ...RESALE_RULES });
  return {
    options,
    /** A customer with bank details (a French IBAN and BIC). */
    async seller(club: Club = 'riviera') {
      const id = await bed.customer(club);
      await bed.data(SET_BANK, { id, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' }, { club });
      return id;
    },
    /** Buys Standard seats of match-open (30 € each) for a customer; the ticket ids. */
    async ticketsOf(customerId: string, seats: string[], club: Club = 'riviera') {
      bed.clock.set(FIXTURE_NOW);
      const order = await bed.buy(
        customerId,
        'match-open',
        seats.map((seatId) => ({
          blockId: seatId.startsWith('r2') ? 'R2' : 'R1',
          seatId,
          productId: 'full',
        })),
        { club },
      );
      bed.clock.set(RESALE_DAY);
      return order.ticketGroups.flatMap((group) => group.seatTickets.map((ticket) => ticket.id));
    },
    /** Buys a listed seat of R1 at match-open and confirms it as a payment notice does (sellers settled). */
    async buyListing(buyerId: string, seatId: string) {
      const order = await bed.buy(buyerId, 'match-open', [
        { blockId: 'R1', seatId, productId: 'resale', isFromResale: true },
      ]);
      await inTransaction(bed.db, (client) =>
        settleResales(client, { tenantId: 'riviera', orderId: order.orderId, now: bed.clock.now() }),
      );
      return order;
    },
    async myTickets(customerId: string, filter?: string, club: Club = 'riviera'): Promise<MyTicketView[]> {
      const page = await bed.data<{ myTickets: { groups: Array<{ tickets: MyTicketView[] }> } }>(
        MY_TICKETS,
        { customerId, filter, first: 50 },
        options(club),
      );
      return page.myTickets.groups.flatMap((group) => group.tickets);
    },
    async email(customerId: string) {
      const [row] = await bed.rows<{ email: string }>(`select email from customers where id = $1`, [
        customerId,
      ]);
      return row?.email ?? '';
    },
    /** The QR token the customer's PDF carries now, as the gate would scan it. */
    async token(customerId: string, ticketId: string, club: Club = 'riviera') {
      const request = { db: bed.db, tenant: tenant(club), customerId, now: bed.clock.now() };
      const found = await deliverableTickets(request, { ticketIds: [ticketId] });
      if (found.kind !== 'ok' || !found.tickets[0]) throw new Error(`no deliverable ticket: ${found.kind}`);
      return ticketToken(bed.services.keyring, tenant(club), found.tickets[0], bed.clock.now());
    },
    /** What a gate with a connection says of a token. */
    verify: (token: string, club: Club = 'riviera') =>
      verifyTicket(bed.db, bed.services.keyring, club, token),
  };
}
