import { PASSWORD_MAX_LENGTH } from '@stadio/customers';
import { z } from 'zod';

// Bounds only: the shared customer rules (or the API) decide what is valid and say which field is
// wrong; these keep absurd bodies out before any work is done.
const email = z.string().trim().min(1).max(320);
const password = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);
const token = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the token of an e-mailed link');

/** POST /api/sign-up: the customer's form values (checked against the club's fields by the route). */
export const signUpRequestSchema = z.object({ customer: z.record(z.string(), z.unknown()) });

/** POST /api/proxy/website-keycloak/authenticate. */
export const loginRequestSchema = z.object({ email, password });

/** POST /api/proxy/website-keycloak/reset-password: where to send a reset link. */
export const resetRequestSchema = z.object({ email });

/** POST /api/proxy/website-keycloak/action-token: resend the verification link of this customer. */
export const resendRequestSchema = z.object({ customerId: z.uuid() });

/** POST /api/proxy/website-keycloak/set-new-password: a reset link's token and the new password. */
export const newPasswordRequestSchema = z.object({ token, password });

/** The token of an e-mailed link, as it appears in its path. */
export const actionTokenSchema = token;

/** PUT /api/customer/{id} with the password only (docs/product.md#account). */
export const passwordChangeSchema = z.strictObject({ currentPassword: password, password });

/** PUT /api/customer/{id} with profile fields; a password never travels with them. */
export const profileChangeSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.boolean(), z.null()]))
  .refine((body) => !('password' in body) && !('currentPassword' in body), {
    message: 'send a password change on its own: { currentPassword, password }',
  });
