import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { CounterSaleInput, StaffSessionInput, TicketRefundReason } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { env } from '@/lib/env';
import { COUNTER_STATUS, isCounterCode, type CounterErrorBody } from './counter-errors';

const CounterEventsQuery = graphql(`
  query CounterEvents($session: StaffSessionInput!) {
    counterEvents(session: $session) {
      id
      name
      startDatetime
      saleChannelId
      openingDatetime
      closingDatetime
      onSale
    }
  }
`);

const CounterEventQuery = graphql(`
  query CounterEvent($session: StaffSessionInput!, $eventId: ID!) {
    counterEvent(session: $session, eventId: $eventId) {
      event {
        id
        name
        startDatetime
        saleChannelId
        openingDatetime
        closingDatetime
        onSale
      }
      blocks {
        id
        name
        standName
        isOpenSeating
      }
      products {
        id
        name
      }
      prices {
        categoryId
        productId
        price
      }
    }
  }
`);

const CounterBlockSeatsQuery = graphql(`
  query CounterBlockSeats($session: StaffSessionInput!, $eventId: ID!, $blockId: ID!) {
    counterBlockSeats(session: $session, eventId: $eventId, blockId: $blockId) {
      id
      blockId
      row
      column
      rowName
      seatNumber
      x
      y
      isAccessible
      isRestrictedView
      categoryId
      categoryName
      available
    }
  }
`);

const StaffSearchEventsQuery = graphql(`
  query StaffSearchEvents($session: StaffSessionInput!) {
    staffSearchEvents(session: $session) {
      id
      name
    }
  }
`);

const CounterCustomerQuery = graphql(`
  query CounterCustomer($session: StaffSessionInput!, $email: String!) {
    counterCustomer(session: $session, email: $email) {
      email
      firstName
      lastName
    }
  }
`);

const CounterSellMutation = graphql(`
  mutation CounterSell($session: StaffSessionInput!, $input: CounterSaleInput!) {
    counterSell(session: $session, input: $input) {
      orderId
      totalAmount
      paymentType
      ticketIds
      customerEmail
      ticketsEmailed
    }
  }
`);

const CounterRefundMutation = graphql(`
  mutation CounterRefundTicket(
    $session: StaffSessionInput!
    $orderId: ID!
    $ticketId: ID!
    $reason: TicketRefundReason!
    $note: String
  ) {
    counterRefundTicket(
      session: $session
      orderId: $orderId
      ticketId: $ticketId
      reason: $reason
      note: $note
    ) {
      orderId
      status
    }
  }
`);

const CounterOrderCustomerQuery = graphql(`
  query CounterOrderCustomer($session: StaffSessionInput!, $orderId: ID!) {
    staffOrder(session: $session, orderId: $orderId) {
      orderId
      customer {
        id
      }
    }
  }
`);

/** A refused counter operation, ready to be answered by a route. */
export interface CounterFailure {
  status: number;
  body: CounterErrorBody;
}

/** The API's refusal in the counter routes' words; UNKNOWN when the API failed otherwise. */
export function counterFailureOf(
  error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>,
): CounterFailure {
  const known = error.graphQLErrors.find((entry) => isCounterCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The counter service is unavailable.', code: 'UNKNOWN' } };
  const extensions = known.extensions ?? {};
  const code = extensions.code as CounterErrorBody['code'];
  const body: CounterErrorBody = { error: known.message, code };
  if (Array.isArray(extensions.seatIds)) body.seatIds = extensions.seatIds.map(String);
  return { status: COUNTER_STATUS[code], body };
}

/** The counter's operations of the API at one club (counter.graphql). */
export function counterApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, CounterFailure>> =>
    apiOutcome(operation, pending, pick, counterFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    events: (session: StaffSessionInput) =>
      run('counterEvents', client.query(CounterEventsQuery, { session }).toPromise(), (d) => d.counterEvents),
    event: (session: StaffSessionInput, eventId: string) =>
      run(
        'counterEvent',
        client.query(CounterEventQuery, { session, eventId }).toPromise(),
        (d) => d.counterEvent,
      ),
    seats: (session: StaffSessionInput, eventId: string, blockId: string) =>
      run(
        'counterBlockSeats',
        client.query(CounterBlockSeatsQuery, { session, eventId, blockId }).toPromise(),
        (d) => d.counterBlockSeats,
      ),
    searchEvents: (session: StaffSessionInput) =>
      run(
        'staffSearchEvents',
        client.query(StaffSearchEventsQuery, { session }).toPromise(),
        (d) => d.staffSearchEvents,
      ),
    customer: (session: StaffSessionInput, email: string) =>
      run(
        'counterCustomer',
        client.query(CounterCustomerQuery, { session, email }).toPromise(),
        (d) => d.counterCustomer ?? null,
      ),
    sell: (session: StaffSessionInput, input: CounterSaleInput) =>
      run(
        'counterSell',
        client.mutation(CounterSellMutation, { session, input }).toPromise(),
        (d) => d.counterSell,
      ),
    refund: (
      session: StaffSessionInput,
      input: { orderId: string; ticketId: string; reason: TicketRefundReason; note?: string | null },
    ) =>
      run(
        'counterRefundTicket',
        client.mutation(CounterRefundMutation, { session, ...input }).toPromise(),
        (d) => d.counterRefundTicket,
      ),
    /**
     * A file of an order (its tickets PDF or invoice) for the ticket office: the order must be the
     * club's and the member allowed to see it (ORDER_VIEW), then the API's file route is asked as
     * the order's customer, like the fan's own download (the same download rules).
     */
    orderFile: async (session: StaffSessionInput, orderId: string, file: 'tickets.pdf' | 'invoice.pdf') => {
      const order = await run(
        'staffOrder',
        client.query(CounterOrderCustomerQuery, { session, orderId }).toPromise(),
        (d) => d.staffOrder,
      );
      if (!order.ok) return order;
      const { API_URL, STOREFRONT_SECRET } = env();
      const answer = await fetch(`${API_URL}/orders/${encodeURIComponent(orderId)}/${file}`, {
        headers: {
          'x-storefront-secret': STOREFRONT_SECRET,
          'x-tenant-slug': tenantSlug,
          'x-customer-id': order.data.customer.id,
        },
        cache: 'no-store',
      });
      return { ok: true as const, data: answer };
    },
  };
}

/** The fan's tickets the ticket office refunded (the orders page, server side). */
export const MyRefundedTicketsQuery = graphql(`
  query MyRefundedTickets($customerId: ID!) {
    myRefundedTickets(customerId: $customerId) {
      ticketId
      orderId
      item
      seat
      amount
      refundedAt
      reason
      note
    }
  }
`);
