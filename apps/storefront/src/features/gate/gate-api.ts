import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { GateEntryInput, StaffSessionInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { GATE_STATUS, isGateCode, type GateCode } from './gate-error';

const StaffGateEventsQuery = graphql(`
  query StaffGateEvents($session: StaffSessionInput!) {
    staffGateEvents(session: $session) {
      id
      name
      startDatetime
    }
  }
`);

// A ticket as the gate checks it: the list's and the one-ticket lookup's.
graphql(`
  fragment GateTicketFields on GateTicket {
    ticketId
    version
    blockName
    rowName
    seatNumber
    categoryName
    codeDigest
  }
`);

const StaffGateListQuery = graphql(`
  query StaffGateList($session: StaffSessionInput!, $eventId: ID!) {
    staffGateList(session: $session, eventId: $eventId) {
      event {
        id
        name
        startDatetime
      }
      clubSlug
      publicKey
      tickets {
        ...GateTicketFields
      }
      revoked {
        ticketId
        reason
      }
      entries {
        ticketId
        version
        scannedAt
      }
      generatedAt
    }
  }
`);

const StaffGateTicketQuery = graphql(`
  query StaffGateTicket($session: StaffSessionInput!, $eventId: ID!, $ticketId: ID!) {
    staffGateTicket(session: $session, eventId: $eventId, ticketId: $ticketId) {
      ticket {
        ...GateTicketFields
      }
      revoked
    }
  }
`);

const StaffRecordGateEntriesMutation = graphql(`
  mutation StaffRecordGateEntries(
    $session: StaffSessionInput!
    $eventId: ID!
    $deviceId: String!
    $entries: [GateEntryInput!]!
    $since: String
  ) {
    staffRecordGateEntries(
      session: $session
      eventId: $eventId
      deviceId: $deviceId
      entries: $entries
      since: $since
    ) {
      results {
        entryId
        ticketId
        version
        outcome
        firstScannedAt
        refusal
      }
      entries {
        ticketId
        version
        scannedAt
      }
      syncedAt
    }
  }
`);

/** A refused gate operation, ready to be answered by a route. */
export interface GateFailure {
  status: number;
  body: { error: string; code: GateCode };
}

function gateFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): GateFailure {
  const known = error.graphQLErrors.find((entry) => isGateCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The staff service is unavailable.', code: 'UNKNOWN' } };
  const code = known.extensions?.code as GateCode;
  return { status: GATE_STATUS[code], body: { error: known.message, code } };
}

/** Gate operations of the API at one club (schema.graphql, "Gate scanning"). */
export function gateApi(tenantSlug: string, options: { locale?: string } = {}) {
  const client = apiClient(tenantSlug, { locale: options.locale });
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, GateFailure>> =>
    apiOutcome(operation, pending, pick, gateFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    events: (session: StaffSessionInput) =>
      run(
        'staffGateEvents',
        client.query(StaffGateEventsQuery, { session }).toPromise(),
        (d) => d.staffGateEvents,
      ),
    list: (session: StaffSessionInput, eventId: string) =>
      run(
        'staffGateList',
        client.query(StaffGateListQuery, { session, eventId }, { requestPolicy: 'network-only' }).toPromise(),
        (d) => d.staffGateList,
      ),
    ticket: (session: StaffSessionInput, eventId: string, ticketId: string) =>
      run(
        'staffGateTicket',
        client
          .query(StaffGateTicketQuery, { session, eventId, ticketId }, { requestPolicy: 'network-only' })
          .toPromise(),
        (d) => d.staffGateTicket,
      ),
    record: (
      session: StaffSessionInput,
      input: { eventId: string; deviceId: string; entries: GateEntryInput[]; since?: string | null },
    ) =>
      run(
        'staffRecordGateEntries',
        client.mutation(StaffRecordGateEntriesMutation, { session, ...input }).toPromise(),
        (d) => d.staffRecordGateEntries,
      ),
  };
}
