import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { AncillaryInput, CreateOrderInput, OrderStatus, TicketHolderInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { orderFailureOf, type OrderFailure } from './order-failure';
import { toOrder, withoutTypenames } from './order-model';

// Everything the cart popover, the options, information and summary steps show of an order.
graphql(`
  fragment OrderFields on Order {
    orderId
    status
    expiryDatetime
    saleDatetime
    createdAt
    grossAmount
    discountAmount
    totalAmount
    hasTransactionInProgress
    ticketWithdrawal
    promoCodeIds
    appliedDiscounts {
      rank
      promoCode {
        id
        name
        description
      }
    }
    ticketGroups {
      id
      packInfo {
        packId
        name
        type
      }
      eventInfo {
        id
        name
        startDatetime
      }
      seatTickets {
        id
        productId
        productName
        grossAmount
        discountAmount
        isFromResale
        eventInfo {
          id
          name
          startDatetime
        }
        seatInfo {
          standName
          blockId
          blockName
          seatId
          rowName
          seatNumber
          isOpenSeating
          categoryName
        }
        holderInfo {
          gender
          firstName
          lastName
          email
          phoneNumber
          dateOfBirth
          streetAddress
          postalCode
          cityName
          country
        }
      }
      ancillaryTickets {
        id
        ancillaryName
        ancillaryType
        productId
        grossAmount
        discountAmount
        isMandatory
      }
    }
  }
`);

const CreateOrderMutation = graphql(`
  mutation OrderCreate($customerId: ID!, $input: CreateOrderInput!) {
    createOrderWithTickets(customerId: $customerId, input: $input) {
      ...OrderFields
    }
  }
`);

const UpdateTicketsMutation = graphql(`
  mutation OrderUpdateTickets(
    $customerId: ID!
    $orderId: ID!
    $ticketIds: [ID!]!
    $ticketAncillaryIds: [ID!]!
  ) {
    updateTicketsOnOrder(
      customerId: $customerId
      orderId: $orderId
      ticketIds: $ticketIds
      ticketAncillaryIds: $ticketAncillaryIds
    )
  }
`);

const ShowMyOrdersQuery = graphql(`
  query OrderShowMyOrders(
    $customerId: ID!
    $orderIds: [ID!]
    $allowedStatus: [OrderStatus!]
    $hideOrdersWithInProgressTransaction: Boolean
  ) {
    showMyOrders(
      customerId: $customerId
      orderIds: $orderIds
      allowedStatus: $allowedStatus
      hideOrdersWithInProgressTransaction: $hideOrdersWithInProgressTransaction
    ) {
      ...OrderFields
    }
  }
`);

const AncillaryOffersQuery = graphql(`
  query OrderAncillaryOffers($customerId: ID!, $orderId: ID!) {
    ancillaryOffers(customerId: $customerId, orderId: $orderId) {
      type
      productId
      name
      description
      price
      eventId
      available
      maxQuantity
    }
  }
`);

const SetAncillariesMutation = graphql(`
  mutation OrderSetAncillaries($customerId: ID!, $orderId: ID!, $ancillaries: [AncillaryInput!]!) {
    setOrderAncillaries(customerId: $customerId, orderId: $orderId, ancillaries: $ancillaries) {
      ...OrderFields
    }
  }
`);

const SetWithdrawalMutation = graphql(`
  mutation OrderSetWithdrawal($customerId: ID!, $orderId: ID!, $value: Int!) {
    setTicketWithdrawal(customerId: $customerId, orderId: $orderId, value: $value) {
      ...OrderFields
    }
  }
`);

const SetHoldersMutation = graphql(`
  mutation OrderSetHolders($customerId: ID!, $orderId: ID!, $holders: [TicketHolderInput!]!) {
    setTicketHolders(customerId: $customerId, orderId: $orderId, holders: $holders) {
      ...OrderFields
    }
  }
`);

function outcome<D, T>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
): Promise<Outcome<T, OrderFailure>> {
  return apiOutcome(operation, pending, pick, orderFailureOf, (f) => f.body.code === 'UNKNOWN');
}

/**
 * Order operations of the API for one customer of one club (schema.graphql, "Orders and seat
 * holds"), catalogue names in `locale` (the club's first language without it).
 */
export function orderApi(tenantSlug: string, customerId: string, locale?: string) {
  const client = apiClient(tenantSlug, { locale });
  return {
    create: (input: CreateOrderInput) =>
      outcome(
        'createOrderWithTickets',
        client.mutation(CreateOrderMutation, { customerId, input }).toPromise(),
        (d) => toOrder(d.createOrderWithTickets),
      ),
    updateTickets: (orderId: string, ticketIds: string[], ticketAncillaryIds: string[]) =>
      outcome(
        'updateTicketsOnOrder',
        client
          .mutation(UpdateTicketsMutation, { customerId, orderId, ticketIds, ticketAncillaryIds })
          .toPromise(),
        (d) => d.updateTicketsOnOrder ?? null,
      ),
    fetch: (variables: {
      orderIds?: string[];
      allowedStatus?: OrderStatus[];
      hideOrdersWithInProgressTransaction?: boolean;
    }) =>
      outcome(
        'showMyOrders',
        client.query(ShowMyOrdersQuery, { customerId, ...variables }).toPromise(),
        (d) => d.showMyOrders.map(toOrder),
      ),
    ancillaryOffers: (orderId: string) =>
      outcome(
        'ancillaryOffers',
        client.query(AncillaryOffersQuery, { customerId, orderId }).toPromise(),
        (d) => withoutTypenames(d.ancillaryOffers),
      ),
    setAncillaries: (orderId: string, ancillaries: AncillaryInput[]) =>
      outcome(
        'setOrderAncillaries',
        client.mutation(SetAncillariesMutation, { customerId, orderId, ancillaries }).toPromise(),
        (d) => toOrder(d.setOrderAncillaries),
      ),
    setWithdrawal: (orderId: string, value: number) =>
      outcome(
        'setTicketWithdrawal',
        client.mutation(SetWithdrawalMutation, { customerId, orderId, value }).toPromise(),
        (d) => toOrder(d.setTicketWithdrawal),
      ),
    setHolders: (orderId: string, holders: TicketHolderInput[]) =>
      outcome(
        'setTicketHolders',
        client.mutation(SetHoldersMutation, { customerId, orderId, holders }).toPromise(),
        (d) => toOrder(d.setTicketHolders),
      ),
  };
}
