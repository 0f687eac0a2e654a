import 'server-only';
import type { CombinedError } from '@urql/core';
import { PAYOUT_ERROR_CODES } from '@stadio/graphql/enums';
import { graphql } from '@/gql';
import type { StaffSessionInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { staffFailureOf } from '@/features/staff/staff-api';
import { PAYOUT_STATUS, type PayoutFailureBody } from './payouts-error';

graphql(`
  fragment BackOfficePayoutBatchFields on BackOfficePayoutBatch {
    id
    reference
    status
    payoutCount
    total
    createdAt
    createdBy
    paidAt
    paidBy
  }
`);

const ListQuery = graphql(`
  query BackOfficePayouts($session: StaffSessionInput!) {
    backOfficePayouts(session: $session) {
      currency
      fileAvailability
      accountHolder
      accountIbanMasked
      totalDue
      due {
        id
        sellerName
        sellerEmail
        ticketId
        eventName
        seatLabel
        amount
        dueSince
        ibanMasked
        batchId
      }
      batches {
        ...BackOfficePayoutBatchFields
      }
    }
  }
`);

const FileQuery = graphql(`
  query BackOfficePayoutBatchFile($session: StaffSessionInput!, $id: ID!) {
    backOfficePayoutBatchFile(session: $session, id: $id) {
      fileName
      xml
    }
  }
`);

const CreateMutation = graphql(`
  mutation BackOfficeCreatePayoutBatch($session: StaffSessionInput!, $payoutIds: [ID!]!) {
    backOfficeCreatePayoutBatch(session: $session, payoutIds: $payoutIds) {
      id
      reference
      status
      payoutCount
      total
    }
  }
`);

const PaidMutation = graphql(`
  mutation BackOfficeMarkPayoutBatchPaid($session: StaffSessionInput!, $id: ID!) {
    backOfficeMarkPayoutBatchPaid(session: $session, id: $id) {
      id
      reference
      status
      payoutCount
      total
    }
  }
`);

/** A refused payouts call, ready to be answered by a route. */
export interface PayoutFailure {
  status: number;
  body: PayoutFailureBody;
}

/** The API's refusal: this area's codes (with their details), else the staff ones. */
export function payoutFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): PayoutFailure {
  const own = error.graphQLErrors.find((entry) =>
    (PAYOUT_ERROR_CODES as readonly unknown[]).includes(entry.extensions?.code),
  );
  if (!own) return staffFailureOf(error);
  const extensions = own.extensions ?? {};
  const code = extensions.code as keyof typeof PAYOUT_STATUS;
  return {
    status: PAYOUT_STATUS[code] ?? 400,
    body: {
      error: own.message,
      code,
      issues: Array.isArray(extensions.issues)
        ? (extensions.issues as Array<{ path: string; message: string }>)
        : undefined,
      payoutIds: Array.isArray(extensions.payoutIds) ? (extensions.payoutIds as string[]) : undefined,
    },
  };
}

/** The back-office payouts operations of the API at one club. */
export function payoutsApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, PayoutFailure>> =>
    apiOutcome(operation, pending, pick, payoutFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    list: (session: StaffSessionInput) =>
      run('backOfficePayouts', client.query(ListQuery, { session }).toPromise(), (d) => d.backOfficePayouts),
    file: (session: StaffSessionInput, id: string) =>
      run(
        'backOfficePayoutBatchFile',
        client.query(FileQuery, { session, id }).toPromise(),
        (d) => d.backOfficePayoutBatchFile,
      ),
    createBatch: (session: StaffSessionInput, payoutIds: string[]) =>
      run(
        'backOfficeCreatePayoutBatch',
        client.mutation(CreateMutation, { session, payoutIds }).toPromise(),
        (d) => d.backOfficeCreatePayoutBatch,
      ),
    markPaid: (session: StaffSessionInput, id: string) =>
      run(
        'backOfficeMarkPayoutBatchPaid',
        client.mutation(PaidMutation, { session, id }).toPromise(),
        (d) => d.backOfficeMarkPayoutBatchPaid,
      ),
  };
}
