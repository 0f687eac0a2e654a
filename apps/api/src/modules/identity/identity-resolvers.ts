import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseArgs } from '../catalogue/parse-args';
import { authenticate } from './authenticate';
import { changePassword } from './change-password';
import { toCustomer } from './customer-model';
import { deleteCustomer } from './delete-customer';
import { executeActionToken } from './execute-action-token';
import { findLiveCustomer } from './find-customer';
import {
  authenticateArgs,
  changePasswordArgs,
  customerIdArgs,
  providerSignInArgs,
  emailArgs,
  resetPasswordArgs,
  sessionArgs,
  tokenArgs,
} from './identity-args';
import { identityScope } from './identity-scope';
import { requestEmailVerification, requestPasswordReset } from './request-links';
import { resetPassword } from './reset-password';
import { endSessions, sessionEpochOf } from './sessions';
import { signInWithProvider } from './sign-in-with-provider';
import { signUp } from './sign-up';
import { identityError } from './identity-errors';
import { updateCustomer } from './update-customer';

/**
 * Passwords, sign-up and resets of a club whose accounts live at its identity provider happen
 * there, not here (ADR 0027).
 */
function refuseAtProviderClub(context: ApiContext): void {
  if (context.tenant.identity.kind === 'oidc')
    throw identityError('PROVIDER_ACCOUNTS', "This club's accounts live at its identity provider");
}

/** The identity section of schema.graphql: every operation scoped by the request's club. */
export const identityResolvers: Resolvers<ApiContext> = {
  Query: {
    customer: async (_parent, args, context) => {
      const { id } = parseArgs(customerIdArgs, args);
      const row = await findLiveCustomer(context.db, context.tenant.slug, id);
      return row ? toCustomer(row) : null;
    },
    sessionEpoch: async (_parent, args, context) =>
      (await sessionEpochOf(context.db, context.tenant.slug, parseArgs(sessionArgs, args).customerId)) ??
      null,
  },
  Mutation: {
    signUp: async (_parent, { input }, context) => {
      refuseAtProviderClub(context);
      return toCustomer(await signUp(identityScope(context), input));
    },
    authenticate: async (_parent, args, context) => {
      refuseAtProviderClub(context);
      return toCustomer(await authenticate(identityScope(context), parseArgs(authenticateArgs, args)));
    },
    signInWithProvider: async (_parent, args, context) => {
      const { subject } = parseArgs(providerSignInArgs, { subject: args.subject });
      return toCustomer(await signInWithProvider(identityScope(context), subject, args.profile));
    },
    requestEmailVerification: async (_parent, args, context) => {
      await requestEmailVerification(identityScope(context), parseArgs(emailArgs, args).email);
      return true;
    },
    executeActionToken: async (_parent, args, context) => {
      const outcome = await executeActionToken(identityScope(context), parseArgs(tokenArgs, args).token);
      return {
        kind: outcome.kind === 'verify_email' ? 'VERIFY_EMAIL' : 'RESET_PASSWORD',
        customer: toCustomer(outcome.customer),
      };
    },
    requestPasswordReset: async (_parent, args, context) => {
      refuseAtProviderClub(context);
      await requestPasswordReset(identityScope(context), parseArgs(emailArgs, args).email);
      return true;
    },
    resetPassword: async (_parent, args, context) => {
      refuseAtProviderClub(context);
      return toCustomer(await resetPassword(identityScope(context), parseArgs(resetPasswordArgs, args)));
    },
    updateCustomer: async (_parent, args, context) => {
      const { id } = parseArgs(customerIdArgs, { id: args.id });
      return toCustomer(await updateCustomer(identityScope(context), id, args.input));
    },
    changePassword: async (_parent, args, context) => {
      refuseAtProviderClub(context);
      await changePassword(identityScope(context), parseArgs(changePasswordArgs, args));
      return true;
    },
    endSessions: async (_parent, args, context) =>
      endSessions(context.db, context.tenant.slug, parseArgs(sessionArgs, args).customerId),
    deleteCustomer: async (_parent, args, context) => {
      await deleteCustomer(identityScope(context), parseArgs(customerIdArgs, args).id);
      return true;
    },
  },
};
