import { createLogger } from '@stadio/logger';
import { createGraphQLHandler } from '../../../graphql/create-graphql-handler';
import { callGraphQL, dataOf, type GraphQLAnswer } from '../../../test-support/call-graphql';
import type { MailWorker } from '../../mail/mail-worker';
import { startMailTestbed, type MailTestbed } from '../../mail/test-fixtures/mail-testbed';
import { DEFAULT_IDENTITY_SETTINGS, type IdentitySettings } from '../identity-settings';

export type { GraphQLAnswer } from '../../../test-support/call-graphql';

/** scrypt at 2^10: the same code path as production's 2^17 in about a millisecond. */
export const TEST_PASSWORD_COST = { logN: 10, r: 8, p: 1 };

/** A password that passes the rules. */
export const GOOD_PASSWORD = 'Tribune-Nord-2030';

export type Club = 'riviera' | 'north-end';

/** The mail testbed plus the real GraphQL handler on its database and clock. */
export interface IdentityTestbed extends MailTestbed {
  /** Runs a GraphQL operation as `club` (default riviera). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    club?: Club,
  ): Promise<GraphQLAnswer<T>>;
  /** Same, for operations that must succeed: their data. */
  data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    club?: Club,
  ): Promise<T>;
  /** The `extensions.code` of the single error of an operation that must fail. */
  errorCode(query: string, variables?: Record<string, unknown>, club?: Club): Promise<string | undefined>;
  /** Sends the outbox and returns the action token of the last link mailed to `to`. */
  lastLinkTokenFor(to: string): Promise<string>;
  /** Signs up (riviera's required fields filled in) and verifies the address; returns the customer id. */
  signUpVerified(email: string, club?: Club): Promise<string>;
}

export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id email firstName lastName phoneNumber emailVerified preferredLocale } }`;
export const AUTHENTICATE = `mutation ($email: String!, $password: String!, $ip: String!) {
  authenticate(email: $email, password: $password, ip: $ip) { id email } }`;
export const AUTHENTICATE_ON_DEVICE = `mutation ($email: String!, $password: String!, $ip: String!, $knownDevice: Boolean) {
  authenticate(email: $email, password: $password, ip: $ip, knownDevice: $knownDevice) { id email } }`;
export const EXECUTE = `mutation ($token: String!) { executeActionToken(token: $token) { kind customer { id emailVerified } } }`;

/** A sign-up that satisfies both fixture clubs. */
export function signUpInput(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: GOOD_PASSWORD,
    firstName: 'anna',
    lastName: 'van dijk',
    phoneNumber: '+33 6 12 34 56 78',
    ...overrides,
  };
}

/** Starts the testbed with production identity settings except the password cost (and `settings`). */
export async function startIdentityTestbed(
  settings: Partial<IdentitySettings> = {},
): Promise<IdentityTestbed> {
  const bed = await startMailTestbed();
  const yoga = createGraphQLHandler(createLogger('identity-test', { level: 'silent' }));
  const identity: IdentitySettings = {
    ...DEFAULT_IDENTITY_SETTINGS,
    passwordCost: TEST_PASSWORD_COST,
    ...settings,
  };
  let worker: MailWorker | undefined;

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, club: Club = 'riviera') {
    const tenant = bed.registry.bySlug.get(club);
    if (!tenant) throw new Error(`no test club ${club}`);
    const context = {
      tenant,
      db: bed.db,
      logger: createLogger('identity-test', { level: 'silent' }),
      requestId: 'test',
      now: bed.clock.now,
      identity,
    };
    return callGraphQL<T>(yoga, context, query, variables);
  }

  async function data<T>(query: string, variables?: Record<string, unknown>, club?: Club): Promise<T> {
    const answer = await gql<T>(query, variables, club);
    return dataOf(answer);
  }

  async function lastLinkTokenFor(to: string): Promise<string> {
    worker ??= bed.worker();
    await worker.runOnce();
    const mails = bed.mailbox.messages({ to });
    const match = /\/user\/action-token\/([\w-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!match?.[1]) throw new Error(`no link mailed to ${to}`);
    return match[1];
  }

  return {
    ...bed,
    gql,
    data,
    errorCode: async (query, variables, club) => {
      const answer = await gql(query, variables, club);
      if (answer.errors?.length !== 1) throw new Error(`expected one error, got ${JSON.stringify(answer)}`);
      return answer.errors[0]?.extensions?.code;
    },
    lastLinkTokenFor,
    signUpVerified: async (email, club = 'riviera') => {
      const { signUp } = await data<{ signUp: { id: string } }>(SIGN_UP, { input: signUpInput(email) }, club);
      await data(EXECUTE, { token: await lastLinkTokenFor(email) }, club);
      return signUp.id;
    },
    close: async () => {
      await yoga.dispose();
      await bed.close();
    },
  };
}
