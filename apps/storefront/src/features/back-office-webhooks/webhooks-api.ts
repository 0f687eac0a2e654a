import 'server-only';
import type { CombinedError } from '@urql/core';
import { WEBHOOK_ERROR_CODES } from '@stadio/graphql/enums';
import { graphql } from '@/gql';
import type { StaffSessionInput, WebhookEndpointInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { staffFailureOf } from '@/features/staff/staff-api';
import { WEBHOOK_STATUS, type WebhookFailureBody } from './webhooks-error';

graphql(`
  fragment BackOfficeWebhookEndpointFields on BackOfficeWebhookEndpoint {
    id
    url
    description
    events
    enabled
    secretHint
    createdAt
  }
`);

const EndpointsQuery = graphql(`
  query BackOfficeWebhookEndpoints($session: StaffSessionInput!) {
    backOfficeWebhookEndpoints(session: $session) {
      ...BackOfficeWebhookEndpointFields
    }
  }
`);

const DeliveriesQuery = graphql(`
  query BackOfficeWebhookDeliveries($session: StaffSessionInput!, $endpointId: ID!) {
    backOfficeWebhookDeliveries(session: $session, endpointId: $endpointId) {
      id
      messageId
      event
      status
      createdAt
      nextAttemptAt
      attempts {
        attempt
        startedAt
        statusCode
        excerpt
        durationMs
      }
    }
  }
`);

const CreateMutation = graphql(`
  mutation BackOfficeCreateWebhookEndpoint($session: StaffSessionInput!, $input: WebhookEndpointInput!) {
    backOfficeCreateWebhookEndpoint(session: $session, input: $input) {
      secret
      endpoint {
        id
      }
    }
  }
`);

const EnableMutation = graphql(`
  mutation BackOfficeSetWebhookEndpointEnabled($session: StaffSessionInput!, $id: ID!, $enabled: Boolean!) {
    backOfficeSetWebhookEndpointEnabled(session: $session, id: $id, enabled: $enabled) {
      id
    }
  }
`);

const RotateMutation = graphql(`
  mutation BackOfficeRotateWebhookSecret($session: StaffSessionInput!, $id: ID!) {
    backOfficeRotateWebhookSecret(session: $session, id: $id) {
      secret
      endpoint {
        id
      }
    }
  }
`);

const DeleteMutation = graphql(`
  mutation BackOfficeDeleteWebhookEndpoint($session: StaffSessionInput!, $id: ID!) {
    backOfficeDeleteWebhookEndpoint(session: $session, id: $id)
  }
`);

const ResendMutation = graphql(`
  mutation BackOfficeResendWebhookDelivery($session: StaffSessionInput!, $deliveryId: ID!) {
    backOfficeResendWebhookDelivery(session: $session, deliveryId: $deliveryId) {
      id
    }
  }
`);

/** A refused webhooks call, ready to be answered by a route. */
export interface WebhookFailure {
  status: number;
  body: WebhookFailureBody;
}

/** The API's refusal: this area's codes (with the fields refused), else the staff ones. */
export function webhookFailureOf(
  error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>,
): WebhookFailure {
  const own = error.graphQLErrors.find((entry) =>
    (WEBHOOK_ERROR_CODES as readonly unknown[]).includes(entry.extensions?.code),
  );
  if (!own) return staffFailureOf(error);
  const extensions = own.extensions ?? {};
  const code = extensions.code as keyof typeof WEBHOOK_STATUS;
  return {
    status: WEBHOOK_STATUS[code] ?? 400,
    body: {
      error: own.message,
      code,
      issues: Array.isArray(extensions.issues)
        ? (extensions.issues as Array<{ path: string; message: string }>)
        : undefined,
    },
  };
}

/** The back-office webhooks operations of the API at one club. */
export function webhooksApi(tenantSlug: string) {
  const client = apiClient(tenantSlug);
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, WebhookFailure>> =>
    apiOutcome(operation, pending, pick, webhookFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    endpoints: (session: StaffSessionInput) =>
      run(
        'backOfficeWebhookEndpoints',
        client.query(EndpointsQuery, { session }).toPromise(),
        (d) => d.backOfficeWebhookEndpoints,
      ),
    deliveries: (session: StaffSessionInput, endpointId: string) =>
      run(
        'backOfficeWebhookDeliveries',
        client.query(DeliveriesQuery, { session, endpointId }).toPromise(),
        (d) => d.backOfficeWebhookDeliveries,
      ),
    create: (session: StaffSessionInput, input: WebhookEndpointInput) =>
      run(
        'backOfficeCreateWebhookEndpoint',
        client.mutation(CreateMutation, { session, input }).toPromise(),
        (d) => ({
          endpointId: d.backOfficeCreateWebhookEndpoint.endpoint.id,
          secret: d.backOfficeCreateWebhookEndpoint.secret,
        }),
      ),
    setEnabled: (session: StaffSessionInput, id: string, enabled: boolean) =>
      run(
        'backOfficeSetWebhookEndpointEnabled',
        client.mutation(EnableMutation, { session, id, enabled }).toPromise(),
        (d) => ({ endpointId: d.backOfficeSetWebhookEndpointEnabled.id, secret: null }),
      ),
    rotate: (session: StaffSessionInput, id: string) =>
      run(
        'backOfficeRotateWebhookSecret',
        client.mutation(RotateMutation, { session, id }).toPromise(),
        (d) => ({
          endpointId: d.backOfficeRotateWebhookSecret.endpoint.id,
          secret: d.backOfficeRotateWebhookSecret.secret,
        }),
      ),
    remove: (session: StaffSessionInput, id: string) =>
      run(
        'backOfficeDeleteWebhookEndpoint',
        client.mutation(DeleteMutation, { session, id }).toPromise(),
        () => ({ endpointId: id, secret: null }),
      ),
    resend: (session: StaffSessionInput, deliveryId: string) =>
      run(
        'backOfficeResendWebhookDelivery',
        client.mutation(ResendMutation, { session, deliveryId }).toPromise(),
        (d) => ({ deliveryId: d.backOfficeResendWebhookDelivery.id }),
      ),
  };
}
