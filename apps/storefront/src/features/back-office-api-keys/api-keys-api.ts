import 'server-only';
import type { CombinedError } from '@urql/core';
import { API_KEY_ERROR_CODES } from '@stadio/graphql/enums';
import { graphql } from '@/gql';
import type { StaffSessionInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { staffFailureOf } from '@/features/staff/staff-api';
import { env } from '@/lib/env';
import { API_KEY_STATUS, type ApiKeyFailureBody } from './api-keys-error';

const ListQuery = graphql(`
  query BackOfficeApiKeys($session: StaffSessionInput!) {
    backOfficeApiKeys(session: $session) {
      id
      name
      prefix
      scope
      createdAt
      createdBy
      lastUsedAt
      revokedAt
      revokedBy
    }
  }
`);

const CreateMutation = graphql(`
  mutation BackOfficeCreateApiKey($session: StaffSessionInput!, $name: String!) {
    backOfficeCreateApiKey(session: $session, name: $name) {
      secret
      apiKey {
        id
        name
        prefix
      }
    }
  }
`);

const RevokeMutation = graphql(`
  mutation BackOfficeRevokeApiKey($session: StaffSessionInput!, $id: ID!) {
    backOfficeRevokeApiKey(session: $session, id: $id) {
      id
      name
      prefix
    }
  }
`);

/** A refused API keys call, ready to be answered by a route. */
export interface ApiKeyFailure {
  status: number;
  body: ApiKeyFailureBody;
}

/** The API's refusal: this area's codes, else the staff ones. */
export function apiKeyFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): ApiKeyFailure {
  const own = error.graphQLErrors.find((entry) =>
    (API_KEY_ERROR_CODES as readonly unknown[]).includes(entry.extensions?.code),
  );
  if (!own) return staffFailureOf(error);
  const code = own.extensions?.code as keyof typeof API_KEY_STATUS;
  return { status: API_KEY_STATUS[code] ?? 400, body: { error: own.message, code } };
}

/** The back-office API key operations of the API at one club. */
export function apiKeysApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, ApiKeyFailure>> =>
    apiOutcome(operation, pending, pick, apiKeyFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    list: (session: StaffSessionInput) =>
      run('backOfficeApiKeys', client.query(ListQuery, { session }).toPromise(), (d) => d.backOfficeApiKeys),
    create: (session: StaffSessionInput, name: string) =>
      run(
        'backOfficeCreateApiKey',
        client.mutation(CreateMutation, { session, name }).toPromise(),
        (d) => d.backOfficeCreateApiKey,
      ),
    revoke: (session: StaffSessionInput, id: string) =>
      run(
        'backOfficeRevokeApiKey',
        client.mutation(RevokeMutation, { session, id }).toPromise(),
        (d) => d.backOfficeRevokeApiKey,
      ),
  };
}

/** The read API's OpenAPI document as the API serves it (no key needed), for the docs page. */
export async function readApiDocument(): Promise<unknown> {
  const { API_URL } = env();
  const answer = await fetch(`${API_URL}/api/v1/openapi.json`, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`openapi.json answered ${answer.status}`);
  return answer.json();
}
