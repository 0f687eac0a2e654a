import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type {
  OrderAnomalyFilter,
  OrderAnomalyStatus,
  StaffAnomaliesQuery,
  StaffSessionInput,
} from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { ANOMALY_STATUS, isAnomalyCode, type AnomalyCode } from './anomaly-error';

const StaffAnomaliesQueryDocument = graphql(`
  query StaffAnomalies($session: StaffSessionInput!, $filter: OrderAnomalyFilter) {
    staffAnomalies(session: $session, filter: $filter) {
      id
      orderId
      paymentId
      code
      status
      details
      createdAt
      updatedAt
      history {
        action
        staffEmail
        createdAt
      }
    }
  }
`);

const StaffUpdateAnomalyMutation = graphql(`
  mutation StaffUpdateAnomaly($session: StaffSessionInput!, $anomalyId: ID!, $status: OrderAnomalyStatus!) {
    staffUpdateAnomaly(session: $session, anomalyId: $anomalyId, status: $status) {
      id
      status
    }
  }
`);

/** One anomaly as the list shows it. */
export type AnomalyView = StaffAnomaliesQuery['staffAnomalies'][number];

/** A refused anomaly operation, ready to be answered by a route. */
export interface AnomalyFailure {
  status: number;
  body: { error: string; code: AnomalyCode };
}

function anomalyFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): AnomalyFailure {
  const known = error.graphQLErrors.find((entry) => isAnomalyCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The staff service is unavailable.', code: 'UNKNOWN' } };
  const code = known.extensions?.code as AnomalyCode;
  return { status: ANOMALY_STATUS[code], body: { error: known.message, code } };
}

/** Anomaly operations of the API at one club (schema.graphql, "Order anomalies"). */
export function anomalyApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, AnomalyFailure>> =>
    apiOutcome(operation, pending, pick, anomalyFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    list: (session: StaffSessionInput, filter: OrderAnomalyFilter) =>
      run(
        'staffAnomalies',
        client.query(StaffAnomaliesQueryDocument, { session, filter }).toPromise(),
        (d) => d.staffAnomalies,
      ),
    update: (session: StaffSessionInput, anomalyId: string, status: OrderAnomalyStatus) =>
      run(
        'staffUpdateAnomaly',
        client.mutation(StaffUpdateAnomalyMutation, { session, anomalyId, status }).toPromise(),
        (d) => d.staffUpdateAnomaly,
      ),
  };
}
