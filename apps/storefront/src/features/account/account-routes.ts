import type { z } from 'zod';
import type { ActionTokenKind } from '@/gql/graphql';
import { defineRoute } from '@/features/api/route-contract';
import type { AccountCustomer } from './account-customer';
import type {
  loginRequestSchema,
  newPasswordRequestSchema,
  passwordChangeSchema,
  profileChangeSchema,
  resendRequestSchema,
  resetRequestSchema,
  signUpRequestSchema,
} from './account-requests';

// The account routes of the BFF (docs/product.md#bff-routes): bodies from the zod schemas their
// handlers read them with (account-requests.ts), answers as the handlers send them; refusals are
// account-error.ts's. Type-only imports: the browser gets the paths, not zod.

/** Done, nothing more to say. */
type Done = { ok: true };

/** Sign-up, answered 201 with the new customer (verification e-mail sent). */
export const SIGN_UP = defineRoute<z.input<typeof signUpRequestSchema>, { customerId: string }>(
  '/api/sign-up',
);

export const LOGIN = defineRoute<
  z.input<typeof loginRequestSchema>,
  { customer: Pick<AccountCustomer, 'id' | 'firstName'> }
>('/api/proxy/website-keycloak/authenticate');

/** Logs out; its fallback {@link CLEAR_CONNECTION} only forgets the cookie. */
export const LOGOUT = defineRoute<undefined, Done & { providerLogoutUrl?: string }>(
  '/api/proxy/website-keycloak/logout',
);
export const CLEAR_CONNECTION = defineRoute<undefined, Done>('/api/clear-connection');

/** Sends a reset link (the same answer whether or not the address has an account). */
export const RESET_PASSWORD = defineRoute<z.input<typeof resetRequestSchema>, Done>(
  '/api/proxy/website-keycloak/reset-password',
);

/** Sends the verification link again (the same answer whatever the id). */
export const RESEND_VERIFICATION = defineRoute<z.input<typeof resendRequestSchema>, Done>(
  '/api/proxy/website-keycloak/action-token',
);

export const SET_NEW_PASSWORD = defineRoute<z.input<typeof newPasswordRequestSchema>, { email: string }>(
  '/api/proxy/website-keycloak/set-new-password',
);

/** Runs an e-mailed link's token (a POST, so that mail scanners fetching links cannot use it). */
export const EXECUTE_ACTION_TOKEN = defineRoute<undefined, { kind: ActionTokenKind; email: string }, 'token'>(
  '/api/proxy/website-keycloak/action-token/execute/[token]',
);

/** The logged-in customer. */
export const CUSTOMER = defineRoute<undefined, { customer: AccountCustomer }>('/api/customer', 'GET');

/** PUT /api/customer/{id} with profile fields (absent ones keep their value, blank clears). */
export const UPDATE_PROFILE = defineRoute<
  z.input<typeof profileChangeSchema>,
  { customer: AccountCustomer },
  'id'
>('/api/customer/[id]', 'PUT');

/** The same PUT with `{ currentPassword, password }` alone. */
export const CHANGE_PASSWORD = defineRoute<z.input<typeof passwordChangeSchema>, Done, 'id'>(
  '/api/customer/[id]',
  'PUT',
);

/** Deletes the account and logs out. */
export const DELETE_CUSTOMER = defineRoute<undefined, Done, 'id'>('/api/customer/[id]', 'DELETE');

/** "Log out everywhere": every session ends; this browser's goes on. */
export const END_SESSIONS = defineRoute<undefined, Done, 'id'>('/api/customer/[id]/sessions', 'DELETE');
