import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type { ProviderProfileInput, SignUpInput, UpdateCustomerInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome as ApiOutcome } from '@/features/api/api-outcome';
import { accountFailureOf, type AccountFailure } from './api-failure';
import { toAccountCustomer, type AccountCustomer } from './account-customer';

// Every field the account pages show; the fragment keeps the operations below in step.
graphql(`
  fragment AccountCustomerFields on Customer {
    id
    email
    firstName
    lastName
    gender
    dateOfBirth
    phoneNumber
    streetAddress
    postalCode
    cityName
    country
    company
    isEarlyBird
    acceptsEventoriCrmCommunication
    acceptsExternalPartnersCommunication
    preferredLocale
  }
`);

const SignUpMutation = graphql(`
  mutation AccountSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      id
    }
  }
`);

const AuthenticateMutation = graphql(`
  mutation AccountAuthenticate($email: String!, $password: String!, $ip: String!, $knownDevice: Boolean) {
    authenticate(email: $email, password: $password, ip: $ip, knownDevice: $knownDevice) {
      ...AccountCustomerFields
      sessionEpoch
    }
  }
`);

const SignInWithProviderMutation = graphql(`
  mutation AccountSignInWithProvider($subject: String!, $profile: ProviderProfileInput!) {
    signInWithProvider(subject: $subject, profile: $profile) {
      ...AccountCustomerFields
      sessionEpoch
    }
  }
`);

const RequestVerificationMutation = graphql(`
  mutation AccountRequestVerification($email: String!) {
    requestEmailVerification(email: $email)
  }
`);

const ExecuteActionTokenMutation = graphql(`
  mutation AccountExecuteActionToken($token: String!) {
    executeActionToken(token: $token) {
      kind
      customer {
        email
      }
    }
  }
`);

const RequestPasswordResetMutation = graphql(`
  mutation AccountRequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResetPasswordMutation = graphql(`
  mutation AccountResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      email
    }
  }
`);

const CustomerQuery = graphql(`
  query AccountCustomer($id: ID!) {
    customer(id: $id) {
      ...AccountCustomerFields
    }
  }
`);

const UpdateCustomerMutation = graphql(`
  mutation AccountUpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...AccountCustomerFields
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation AccountChangePassword($id: ID!, $currentPassword: String!, $newPassword: String!) {
    changePassword(id: $id, currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const EndSessionsMutation = graphql(`
  mutation AccountEndSessions($customerId: ID!) {
    endSessions(customerId: $customerId)
  }
`);

const DeleteCustomerMutation = graphql(`
  mutation AccountDeleteCustomer($id: ID!) {
    deleteCustomer(id: $id)
  }
`);

/** The answer of an identity operation: its data, or why it was refused. */
export type Outcome<T> = ApiOutcome<T, AccountFailure>;

function outcome<D, T>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
): Promise<Outcome<T>> {
  return apiOutcome(operation, pending, pick, accountFailureOf, (f) => f.body.code === 'UNAVAILABLE');
}

/**
 * Identity operations of the API for one club (schema.graphql, section "Identity"); `clientAddress`
 * is the fan's, for the limits per address of sign-up and e-mailed links.
 */
export function identityApi(tenantSlug: string, options: { clientAddress?: string } = {}) {
  const client = apiClient(tenantSlug, { clientAddress: options.clientAddress });
  return {
    signUp: (input: SignUpInput) =>
      outcome('signUp', client.mutation(SignUpMutation, { input }).toPromise(), (d) => d.signUp),
    authenticate: (email: string, password: string, ip: string, knownDevice: boolean) =>
      outcome(
        'authenticate',
        client.mutation(AuthenticateMutation, { email, password, ip, knownDevice }).toPromise(),
        (d) => ({ customer: toAccountCustomer(d.authenticate), sessionEpoch: d.authenticate.sessionEpoch }),
      ),
    /** A fan the club's provider signed in (ADR 0027): created or linked by `subject`. */
    signInWithProvider: (subject: string, profile: ProviderProfileInput) =>
      outcome(
        'signInWithProvider',
        client.mutation(SignInWithProviderMutation, { subject, profile }).toPromise(),
        (d) => ({
          customer: toAccountCustomer(d.signInWithProvider),
          sessionEpoch: d.signInWithProvider.sessionEpoch,
        }),
      ),
    endSessions: (customerId: string) =>
      outcome(
        'endSessions',
        client.mutation(EndSessionsMutation, { customerId }).toPromise(),
        (d) => d.endSessions,
      ),
    requestEmailVerification: (email: string) =>
      outcome(
        'requestEmailVerification',
        client.mutation(RequestVerificationMutation, { email }).toPromise(),
        () => true,
      ),
    executeActionToken: (token: string) =>
      outcome(
        'executeActionToken',
        client.mutation(ExecuteActionTokenMutation, { token }).toPromise(),
        (d) => ({ kind: d.executeActionToken.kind, email: d.executeActionToken.customer.email }),
      ),
    requestPasswordReset: (email: string) =>
      outcome(
        'requestPasswordReset',
        client.mutation(RequestPasswordResetMutation, { email }).toPromise(),
        () => true,
      ),
    resetPassword: (token: string, password: string) =>
      outcome(
        'resetPassword',
        client.mutation(ResetPasswordMutation, { token, password }).toPromise(),
        (d) => ({
          email: d.resetPassword.email,
        }),
      ),
    customer: (id: string): Promise<Outcome<AccountCustomer | null>> =>
      outcome('customer', client.query(CustomerQuery, { id }).toPromise(), (d) =>
        d.customer ? toAccountCustomer(d.customer) : null,
      ),
    updateCustomer: (id: string, input: UpdateCustomerInput) =>
      outcome('updateCustomer', client.mutation(UpdateCustomerMutation, { id, input }).toPromise(), (d) =>
        toAccountCustomer(d.updateCustomer),
      ),
    changePassword: (id: string, currentPassword: string, newPassword: string) =>
      outcome(
        'changePassword',
        client.mutation(ChangePasswordMutation, { id, currentPassword, newPassword }).toPromise(),
        () => true,
      ),
    deleteCustomer: (id: string) =>
      outcome('deleteCustomer', client.mutation(DeleteCustomerMutation, { id }).toPromise(), () => true),
  };
}
