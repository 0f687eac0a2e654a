import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome } from '@/features/api/api-outcome';

const JoinWaitingRoomMutation = graphql(`
  mutation WaitingRoomJoin($eventId: ID!, $visitorId: ID!, $rejoin: Boolean) {
    joinWaitingRoom(eventId: $eventId, visitorId: $visitorId, rejoin: $rejoin) {
      state
      opensAt
      position
      estimatedWaitSeconds
      admittedUntil
      admissionToken
    }
  }
`);

/** Joins (or polls) an event's line for a visitor of a club: the API's answer, or an outage. */
export function joinWaitingRoom(tenantSlug: string, eventId: string, visitorId: string, rejoin: boolean) {
  return apiOutcome(
    'joinWaitingRoom',
    apiClient(tenantSlug).mutation(JoinWaitingRoomMutation, { eventId, visitorId, rejoin }).toPromise(),
    (data) => data.joinWaitingRoom,
    (error): 'BAD_INPUT' | 'OUTAGE' =>
      error.graphQLErrors[0]?.extensions?.code === 'BAD_USER_INPUT' ? 'BAD_INPUT' : 'OUTAGE',
    (failure) => failure === 'OUTAGE',
  );
}
