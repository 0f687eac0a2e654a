import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { MyTicketsFilter } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome } from '@/features/api/api-outcome';
import { env } from '@/lib/env';
import { ticketActionFailureOf, type TicketActionFailure } from './ticket-action-failure';
import { ticketFailureOf, type TicketFailure } from './ticket-failure';

const MyTicketsQuery = graphql(`
  query MyOrdersTickets($customerId: ID!, $filter: MyTicketsFilter, $first: Int, $after: String) {
    myTickets(customerId: $customerId, filter: $filter, first: $first, after: $after) {
      totalGroups
      nextCursor
      groups {
        id
        orderId
        isBuyer
        saleDatetime
        packInfo {
          packId
          name
          type
        }
        eventInfo {
          id
          name
          startDatetime
          homeTeam {
            displayName
            logoUrl
          }
          opponent {
            displayName
            logoUrl
          }
        }
        tickets {
          id
          orderId
          productName
          grossAmount
          discountAmount
          resaleState
          version
          downloadOpensAt
          isDownloadable
          isPast
          isResalable
          resaleRefusal
          resaleMinPrice
          resaleMaxPrice
          resalePrice
          payoutAmount
          payoutStatus
          isTransferable
          transfer {
            id
            direction
            email
            name
            isCancellable
          }
          eventInfo {
            id
            name
            startDatetime
            homeTeam {
              displayName
            }
            opponent {
              displayName
            }
          }
          seatInfo {
            standName
            blockName
            rowName
            seatNumber
            isOpenSeating
            categoryName
          }
          holderInfo {
            firstName
            lastName
            email
          }
        }
      }
    }
  }
`);

const WalletTokenMutation = graphql(`
  mutation MyOrdersWalletToken($customerId: ID!, $inputs: WalletTokenInput!) {
    generateWalletToken(customerId: $customerId, inputs: $inputs) {
      walletType
      token
      saveUrl
    }
  }
`);

const SendTicketsMutation = graphql(`
  mutation MyOrdersSendTickets($customerId: ID!, $orderId: ID!, $ticketIds: [ID!]) {
    sendTicketsByEmail(customerId: $customerId, orderId: $orderId, ticketIds: $ticketIds)
  }
`);

const TransferMutation = graphql(`
  mutation MyOrdersTransfer($customerId: ID!, $ticketIds: [ID!]!, $recipientEmail: String!) {
    transferTickets(customerId: $customerId, ticketIds: $ticketIds, recipientEmail: $recipientEmail) {
      id
    }
  }
`);

const CancelTransferMutation = graphql(`
  mutation MyOrdersCancelTransfer($customerId: ID!, $ticketId: ID!) {
    cancelTicketTransfer(customerId: $customerId, ticketId: $ticketId) {
      id
    }
  }
`);

const ListForResaleMutation = graphql(`
  mutation MyOrdersListForResale($customerId: ID!, $listings: [ResaleListingInput!]!) {
    listTicketsForResale(customerId: $customerId, listings: $listings) {
      id
      resaleState
    }
  }
`);

const WithdrawListingsMutation = graphql(`
  mutation MyOrdersWithdrawListings($customerId: ID!, $ticketIds: [ID!]!) {
    withdrawResaleListings(customerId: $customerId, ticketIds: $ticketIds) {
      id
      resaleState
    }
  }
`);

function outcome<D, T>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
) {
  return apiOutcome<D, T, TicketFailure>(
    operation,
    pending,
    pick,
    ticketFailureOf,
    (f) => f.body.code === 'UNKNOWN',
  );
}

/** A transfer or resale operation: refusals carry what the dialogs word (reason, bounds, limit). */
function actionOutcome<D, T>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
) {
  return apiOutcome<D, T, TicketActionFailure>(
    operation,
    pending,
    pick,
    ticketActionFailureOf,
    (f) => f.body.code === 'UNKNOWN',
  );
}

/** The tickets section of the API for one customer of one club (schema.graphql, "Tickets and delivery"). */
export function myOrdersApi(tenantSlug: string, customerId: string, locale?: string) {
  const client = apiClient(tenantSlug, { locale });
  return {
    tickets: (variables: { filter: MyTicketsFilter; after?: string | null; first?: number }) =>
      outcome(
        'myTickets',
        client.query(MyTicketsQuery, { customerId, ...variables }).toPromise(),
        (d) => d.myTickets,
      ),
    walletToken: (walletType: 'APPLE' | 'GOOGLE', ticketIds: string[]) =>
      outcome(
        'generateWalletToken',
        client.mutation(WalletTokenMutation, { customerId, inputs: { walletType, ticketIds } }).toPromise(),
        (d) => d.generateWalletToken,
      ),
    sendTickets: (orderId: string, ticketIds?: string[]) =>
      outcome(
        'sendTicketsByEmail',
        client.mutation(SendTicketsMutation, { customerId, orderId, ticketIds }).toPromise(),
        (d) => d.sendTicketsByEmail,
      ),
    transfer: (ticketIds: string[], recipientEmail: string) =>
      actionOutcome(
        'transferTickets',
        client.mutation(TransferMutation, { customerId, ticketIds, recipientEmail }).toPromise(),
        (d) => d.transferTickets.map((ticket) => ticket.id),
      ),
    cancelTransfer: (ticketId: string) =>
      actionOutcome(
        'cancelTicketTransfer',
        client.mutation(CancelTransferMutation, { customerId, ticketId }).toPromise(),
        (d) => d.cancelTicketTransfer.id,
      ),
    listForResale: (listings: Array<{ ticketId: string; price: number }>) =>
      actionOutcome(
        'listTicketsForResale',
        client.mutation(ListForResaleMutation, { customerId, listings }).toPromise(),
        (d) => d.listTicketsForResale,
      ),
    withdrawListings: (ticketIds: string[]) =>
      actionOutcome(
        'withdrawResaleListings',
        client.mutation(WithdrawListingsMutation, { customerId, ticketIds }).toPromise(),
        (d) => d.withdrawResaleListings,
      ),
    /** A file of the API's binary routes (e.g. `/tickets/tkt_1.pdf`), streamed through as the API answers it. */
    file: (path: string) => {
      const { API_URL, STOREFRONT_SECRET } = env();
      return fetch(`${API_URL}${path}`, {
        headers: {
          'x-storefront-secret': STOREFRONT_SECRET,
          'x-tenant-slug': tenantSlug,
          'x-customer-id': customerId,
        },
        cache: 'no-store',
      });
    },
  };
}
