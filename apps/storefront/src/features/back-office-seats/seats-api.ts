import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type {
  SeasonBlockSeatsQuery,
  SeasonEventCancellationQuery,
  SeasonSeatsOverviewQuery,
  StaffSessionInput,
} from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { isSeatsCode, seatsStatus, type SeatsCode } from './seats-error';
import type { CancellationProgress, CloseSeatsAnswer } from './seats-routes';

const OverviewQuery = graphql(`
  query SeasonSeatsOverview($session: StaffSessionInput!, $eventId: ID!) {
    seasonSeatsOverview(session: $session, eventId: $eventId) {
      event {
        id
        name
        opponentName
        startDatetime
        isCancelled
      }
      blocks {
        id
        name
        standName
        isStanding
        free
        sold
        closed
      }
      closures {
        seatId
        blockId
        blockName
        standName
        rowName
        seatNumber
        reason
        note
        staffEmail
        closedAt
      }
    }
  }
`);

const BlockSeatsQuery = graphql(`
  query SeasonBlockSeats($session: StaffSessionInput!, $eventId: ID!, $blockId: ID!) {
    seasonBlockSeats(session: $session, eventId: $eventId, blockId: $blockId) {
      id
      rowName
      seatNumber
      status
      reason
    }
  }
`);

graphql(`
  fragment SeasonCancellationFields on SeasonEventCancellation {
    event {
      id
      name
      opponentName
      startDatetime
      isCancelled
    }
    ordersToCancel
    ticketsToVoid
    amountToRefund
    ordersWithOtherMatches
    startedAt
    finishedAt
    staffEmail
    cancelled
    flagged
    failed
    remaining
  }
`);

const CancellationQuery = graphql(`
  query SeasonEventCancellation($session: StaffSessionInput!, $eventId: ID!) {
    seasonEventCancellation(session: $session, eventId: $eventId) {
      ...SeasonCancellationFields
    }
  }
`);

const CloseMutation = graphql(`
  mutation CloseSeasonSeats(
    $session: StaffSessionInput!
    $eventId: ID!
    $blockId: ID!
    $seatIds: [ID!]
    $reason: SeatClosureReason!
    $note: String
  ) {
    closeSeasonSeats(
      session: $session
      eventId: $eventId
      blockId: $blockId
      seatIds: $seatIds
      reason: $reason
      note: $note
    ) {
      closed
      skippedSold
      skippedHeld
      skippedClosed
    }
  }
`);

const ReopenMutation = graphql(`
  mutation ReopenSeasonSeats($session: StaffSessionInput!, $eventId: ID!, $seatIds: [ID!]!) {
    reopenSeasonSeats(session: $session, eventId: $eventId, seatIds: $seatIds) {
      reopened
    }
  }
`);

const CancelMutation = graphql(`
  mutation CancelSeasonEvent($session: StaffSessionInput!, $eventId: ID!, $confirmation: String!) {
    cancelSeasonEvent(session: $session, eventId: $eventId, confirmation: $confirmation) {
      ...SeasonCancellationFields
    }
  }
`);

const ContinueMutation = graphql(`
  mutation ContinueSeasonEventCancellation($session: StaffSessionInput!, $eventId: ID!) {
    continueSeasonEventCancellation(session: $session, eventId: $eventId) {
      ...SeasonCancellationFields
    }
  }
`);

export type SeatsOverview = SeasonSeatsOverviewQuery['seasonSeatsOverview'];
export type BlockSeat = SeasonBlockSeatsQuery['seasonBlockSeats'][number];
export type Cancellation = SeasonEventCancellationQuery['seasonEventCancellation'];

/** A refused call, ready to be answered by a route. */
export interface SeatsFailure {
  status: number;
  body: { error: string; code: SeatsCode };
}

function failureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): SeatsFailure {
  const known = error.graphQLErrors.find((entry) => isSeatsCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The staff service is unavailable.', code: 'UNKNOWN' } };
  const code = known.extensions.code as SeatsCode;
  return { status: seatsStatus(code), body: { error: known.message, code } };
}

/** The fields of a cancellation the browser follows. */
export function progressOf(c: Cancellation): CancellationProgress {
  return {
    ordersToCancel: c.ordersToCancel,
    ordersWithOtherMatches: c.ordersWithOtherMatches,
    startedAt: c.startedAt ?? null,
    finishedAt: c.finishedAt ?? null,
    cancelled: c.cancelled,
    flagged: c.flagged,
    failed: c.failed,
    remaining: c.remaining,
  };
}

/** The season-seats operations of the API for one club (packages/graphql/schema/season-seats.graphql). */
export function seatsApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, SeatsFailure>> =>
    apiOutcome(operation, pending, pick, failureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    overview: (session: StaffSessionInput, eventId: string) =>
      run(
        'seasonSeatsOverview',
        client.query(OverviewQuery, { session, eventId }).toPromise(),
        (d) => d.seasonSeatsOverview,
      ),
    blockSeats: (session: StaffSessionInput, eventId: string, blockId: string) =>
      run(
        'seasonBlockSeats',
        client.query(BlockSeatsQuery, { session, eventId, blockId }).toPromise(),
        (d) => d.seasonBlockSeats,
      ),
    cancellation: (session: StaffSessionInput, eventId: string) =>
      run(
        'seasonEventCancellation',
        client.query(CancellationQuery, { session, eventId }).toPromise(),
        (d) => d.seasonEventCancellation,
      ),
    close: (
      session: StaffSessionInput,
      input: {
        eventId: string;
        blockId: string;
        seatIds?: string[] | undefined;
        reason: 'CAMERAS' | 'SEGREGATION' | 'RESTRICTED_VIEW' | 'OTHER';
        note?: string | undefined;
      },
    ) =>
      run(
        'closeSeasonSeats',
        client
          .mutation(CloseMutation, {
            session,
            eventId: input.eventId,
            blockId: input.blockId,
            seatIds: input.seatIds ?? null,
            reason: input.reason,
            note: input.note || null,
          })
          .toPromise(),
        (d): CloseSeatsAnswer => d.closeSeasonSeats,
      ),
    reopen: (session: StaffSessionInput, eventId: string, seatIds: string[]) =>
      run(
        'reopenSeasonSeats',
        client.mutation(ReopenMutation, { session, eventId, seatIds }).toPromise(),
        (d) => d.reopenSeasonSeats,
      ),
    cancel: (session: StaffSessionInput, eventId: string, confirmation: string) =>
      run(
        'cancelSeasonEvent',
        client.mutation(CancelMutation, { session, eventId, confirmation }).toPromise(),
        (d) => d.cancelSeasonEvent,
      ),
    continue: (session: StaffSessionInput, eventId: string) =>
      run(
        'continueSeasonEventCancellation',
        client.mutation(ContinueMutation, { session, eventId }).toPromise(),
        (d) => d.continueSeasonEventCancellation,
      ),
  };
}
