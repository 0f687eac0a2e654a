import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { StaffOrderQuery, StaffPermission, StaffRole, StaffSessionInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { isStaffCode, STAFF_STATUS, type StaffErrorBody } from './staff-error';

const StaffFields = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    email
    role
    clubSlug
    permissions
    sessionEpoch
  }
`);

const StaffLoginMutation = graphql(`
  mutation StaffLogin($email: String!, $password: String!, $code: String!) {
    staffLogin(email: $email, password: $password, code: $code) {
      staff {
        ...StaffMemberFields
      }
    }
  }
`);

const StaffMeQuery = graphql(`
  query StaffMe($session: StaffSessionInput!) {
    staffMe(session: $session) {
      ...StaffMemberFields
    }
  }
`);

const StaffLogoutMutation = graphql(`
  mutation StaffLogout($session: StaffSessionInput!) {
    staffLogout(session: $session)
  }
`);

const StaffOrdersQuery = graphql(`
  query StaffOrders($session: StaffSessionInput!, $query: String!, $eventId: ID) {
    staffOrders(session: $session, query: $query, eventId: $eventId) {
      orderId
      status
      createdAt
      customerEmail
      customerName
      items
      totalAmount
    }
  }
`);

graphql(`
  fragment StaffOrderFields on StaffOrder {
    orderId
    status
    createdAt
    confirmedAt
    cancelledAt
    cancelledBy
    totalAmount
    isCancellable
    canResendTickets
    canRefundTickets
    customer {
      id
      email
      firstName
      lastName
    }
    tickets {
      id
      item
      blockId
      blockName
      seatId
      status
      version
      amount
      holderFirstName
      holderLastName
      holderEmail
      seatLabel
      refundedAt
      refundReason
      refundNote
    }
    payments {
      id
      provider
      paymentType
      kind
      status
      amount
      createdAt
      installments {
        rank
        dueDate
        amount
        status
      }
      refunds {
        amount
        reason
        createdAt
      }
    }
    mails {
      template
      recipient
      status
      createdAt
      sentAt
    }
    audit {
      action
      staffEmail
      createdAt
    }
    creditNotes {
      id
      number
      invoiceNumber
      reason
      amount
      issuedAt
    }
  }
`);

const StaffOrderQueryDocument = graphql(`
  query StaffOrder($session: StaffSessionInput!, $orderId: ID!) {
    staffOrder(session: $session, orderId: $orderId) {
      ...StaffOrderFields
    }
  }
`);

const StaffCancelOrderMutation = graphql(`
  mutation StaffCancelOrder($session: StaffSessionInput!, $orderId: ID!) {
    staffCancelOrder(session: $session, orderId: $orderId) {
      orderId
      status
      customer {
        email
      }
    }
  }
`);

const StaffResendTicketsMutation = graphql(`
  mutation StaffResendTickets($session: StaffSessionInput!, $orderId: ID!) {
    staffResendTickets(session: $session, orderId: $orderId) {
      orderId
      status
      customer {
        email
      }
    }
  }
`);

/** A whole order as the staff order view shows it. */
export type StaffOrderView = StaffOrderQuery['staffOrder'];

/** A refused staff operation, ready to be answered by a route. */
export interface StaffFailure {
  status: number;
  body: StaffErrorBody;
}

/** The API's refusal in the staff routes' words; UNKNOWN when the API failed otherwise. */
export function staffFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): StaffFailure {
  const known = error.graphQLErrors.find((entry) => isStaffCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The staff service is unavailable.', code: 'UNKNOWN' } };
  const extensions = known.extensions ?? {};
  const code = extensions.code as StaffErrorBody['code'];
  const body: StaffErrorBody = { error: known.message, code };
  if (typeof extensions.retryAfterSeconds === 'number') body.retryAfterSeconds = extensions.retryAfterSeconds;
  return { status: STAFF_STATUS[code], body };
}

/** Staff operations of the API at one club (schema.graphql, "Club staff"). */
export function staffApi(tenantSlug: string, options: { clientAddress?: string } = {}) {
  const client = apiClient(tenantSlug, { clientAddress: options.clientAddress });
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, StaffFailure>> =>
    apiOutcome(operation, pending, pick, staffFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    login: (email: string, password: string, code: string) =>
      run('staffLogin', client.mutation(StaffLoginMutation, { email, password, code }).toPromise(), (d) =>
        readMember(d.staffLogin.staff),
      ),
    me: (session: StaffSessionInput) =>
      run('staffMe', client.query(StaffMeQuery, { session }).toPromise(), (d) => readMember(d.staffMe)),
    logout: (session: StaffSessionInput) =>
      run('staffLogout', client.mutation(StaffLogoutMutation, { session }).toPromise(), (d) => d.staffLogout),
    search: (session: StaffSessionInput, query: string, eventId?: string | null) =>
      run(
        'staffOrders',
        client.query(StaffOrdersQuery, { session, query, eventId: eventId ?? null }).toPromise(),
        (d) => d.staffOrders,
      ),
    order: (session: StaffSessionInput, orderId: string) =>
      run(
        'staffOrder',
        client.query(StaffOrderQueryDocument, { session, orderId }).toPromise(),
        (d) => d.staffOrder,
      ),
    cancel: (session: StaffSessionInput, orderId: string) =>
      run(
        'staffCancelOrder',
        client.mutation(StaffCancelOrderMutation, { session, orderId }).toPromise(),
        (d) => d.staffCancelOrder,
      ),
    resendTickets: (session: StaffSessionInput, orderId: string) =>
      run(
        'staffResendTickets',
        client.mutation(StaffResendTicketsMutation, { session, orderId }).toPromise(),
        (d) => d.staffResendTickets,
      ),
  };
}

/** A signed-in staff member. */
export type StaffMemberView = ReturnType<typeof readMember>;

function readMember(member: {
  id: string;
  email: string;
  role: StaffRole;
  clubSlug?: string | null;
  permissions: readonly StaffPermission[];
  sessionEpoch: number;
}) {
  return { ...member, clubSlug: member.clubSlug ?? null, permissions: [...member.permissions] };
}

void StaffFields;
