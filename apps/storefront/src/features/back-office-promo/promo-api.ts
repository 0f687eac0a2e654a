import 'server-only';
import type { CombinedError } from '@urql/core';
import { BACK_OFFICE_PROMO_ERROR_CODES } from '@stadio/graphql/enums';
import { graphql } from '@/gql';
import type {
  BackOfficePromoBatchInput,
  BackOfficePromoCodeInput,
  BackOfficePromoState,
  StaffSessionInput,
} from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { staffFailureOf } from '@/features/staff/staff-api';
import { PROMO_STATUS, type PromoFailureBody } from './promo-error';

graphql(`
  fragment BackOfficePromoCodeFields on BackOfficePromoCode {
    id
    name
    description
    label
    percent
    amount
    on
    combinable
    rank
    minOrderAmount
    maxOrderAmount
    usageLimit
    perCustomerLimit
    oncePerMatchPerCustomer
    validFrom
    validUntil
    matches
    packs
    categories
    products
    earlyBirdsOnly
    active
    state
    used
    confirmedOrders
    revenue
    discount
    batchId
  }
`);

const ListQuery = graphql(`
  query BackOfficePromoCodes($session: StaffSessionInput!, $state: BackOfficePromoState, $search: String) {
    backOfficePromoCodes(session: $session, state: $state, search: $search) {
      ...BackOfficePromoCodeFields
    }
    backOfficePromoBatches(session: $session) {
      id
      prefix
      size
      createdAt
    }
    backOfficePromoOptions(session: $session) {
      ...BackOfficePromoOptionsFields
    }
  }
`);

graphql(`
  fragment BackOfficePromoOptionsFields on BackOfficePromoOptions {
    matches {
      id
      name
    }
    packs {
      id
      name
    }
    categories {
      id
      name
    }
    products {
      id
      name
    }
  }
`);

const OneQuery = graphql(`
  query BackOfficePromoCode($session: StaffSessionInput!, $id: ID!) {
    backOfficePromoCode(session: $session, id: $id) {
      code {
        ...BackOfficePromoCodeFields
      }
      uses {
        orderId
        status
        customerEmail
        usedAt
        total
        discount
      }
    }
    backOfficePromoOptions(session: $session) {
      ...BackOfficePromoOptionsFields
    }
  }
`);

const OptionsQuery = graphql(`
  query BackOfficePromoOptions($session: StaffSessionInput!) {
    backOfficePromoOptions(session: $session) {
      ...BackOfficePromoOptionsFields
    }
  }
`);

const BatchQuery = graphql(`
  query BackOfficePromoBatch($session: StaffSessionInput!, $id: ID!) {
    backOfficePromoBatch(session: $session, id: $id) {
      id
      prefix
      size
      createdAt
      codes {
        ...BackOfficePromoCodeFields
      }
    }
    backOfficePromoOptions(session: $session) {
      ...BackOfficePromoOptionsFields
    }
  }
`);

const CreateMutation = graphql(`
  mutation BackOfficeCreatePromoCode($session: StaffSessionInput!, $input: BackOfficePromoCodeInput!) {
    backOfficeCreatePromoCode(session: $session, input: $input) {
      id
    }
  }
`);

const BatchMutation = graphql(`
  mutation BackOfficeCreatePromoBatch($session: StaffSessionInput!, $input: BackOfficePromoBatchInput!) {
    backOfficeCreatePromoBatch(session: $session, input: $input) {
      id
      size
    }
  }
`);

const UpdateMutation = graphql(`
  mutation BackOfficeUpdatePromoCode(
    $session: StaffSessionInput!
    $id: ID!
    $input: BackOfficePromoCodeInput!
  ) {
    backOfficeUpdatePromoCode(session: $session, id: $id, input: $input) {
      id
    }
  }
`);

const ActiveMutation = graphql(`
  mutation BackOfficeSetPromoCodeActive($session: StaffSessionInput!, $id: ID!, $active: Boolean!) {
    backOfficeSetPromoCodeActive(session: $session, id: $id, active: $active) {
      id
      active
      state
    }
  }
`);

/** A refused promo call, ready to be answered by a route. */
export interface PromoFailure {
  status: number;
  body: PromoFailureBody;
}

/** The API's refusal: this area's codes (with the fields at fault), else the staff ones. */
export function promoFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): PromoFailure {
  const own = error.graphQLErrors.find((entry) =>
    (BACK_OFFICE_PROMO_ERROR_CODES as readonly unknown[]).includes(entry.extensions?.code),
  );
  if (!own) return staffFailureOf(error);
  const extensions = own.extensions ?? {};
  const code = extensions.code as PromoFailureBody['code'];
  const issues = Array.isArray(extensions.issues)
    ? (extensions.issues as Array<{ path: string; message: string }>)
    : undefined;
  return {
    status: PROMO_STATUS[code as keyof typeof PROMO_STATUS] ?? 400,
    body: { error: own.message, code, issues },
  };
}

/** The back-office promo operations of the API at one club. */
export function promoApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, PromoFailure>> =>
    apiOutcome(operation, pending, pick, promoFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    list: (session: StaffSessionInput, filter: { state?: BackOfficePromoState; search?: string }) =>
      run('backOfficePromoCodes', client.query(ListQuery, { session, ...filter }).toPromise(), (d) => d),
    one: (session: StaffSessionInput, id: string) =>
      run('backOfficePromoCode', client.query(OneQuery, { session, id }).toPromise(), (d) => d),
    options: (session: StaffSessionInput) =>
      run(
        'backOfficePromoOptions',
        client.query(OptionsQuery, { session }).toPromise(),
        (d) => d.backOfficePromoOptions,
      ),
    batch: (session: StaffSessionInput, id: string) =>
      run('backOfficePromoBatch', client.query(BatchQuery, { session, id }).toPromise(), (d) => d),
    create: (session: StaffSessionInput, input: BackOfficePromoCodeInput) =>
      run(
        'backOfficeCreatePromoCode',
        client.mutation(CreateMutation, { session, input }).toPromise(),
        (d) => d.backOfficeCreatePromoCode,
      ),
    createBatch: (session: StaffSessionInput, input: BackOfficePromoBatchInput) =>
      run(
        'backOfficeCreatePromoBatch',
        client.mutation(BatchMutation, { session, input }).toPromise(),
        (d) => d.backOfficeCreatePromoBatch,
      ),
    update: (session: StaffSessionInput, id: string, input: BackOfficePromoCodeInput) =>
      run(
        'backOfficeUpdatePromoCode',
        client.mutation(UpdateMutation, { session, id, input }).toPromise(),
        (d) => d.backOfficeUpdatePromoCode,
      ),
    setActive: (session: StaffSessionInput, id: string, active: boolean) =>
      run(
        'backOfficeSetPromoCodeActive',
        client.mutation(ActiveMutation, { session, id, active }).toPromise(),
        (d) => d.backOfficeSetPromoCodeActive,
      ),
  };
}
