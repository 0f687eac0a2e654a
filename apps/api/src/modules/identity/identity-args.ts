import { PASSWORD_MAX_LENGTH } from '@stadio/customers';
import { z } from 'zod';
import { customerIdArg } from '../catalogue/parse-args';

// Bounds only: the real checks (shape of an address, password rules) happen in the operations,
// where they can answer with the right error code. Bounding passwords keeps hashing work bounded.
const id = customerIdArg;
const email = z.string().max(320, 'is too long');
const password = z.string().max(PASSWORD_MAX_LENGTH * 4, 'is too long');
const token = z.string().trim().min(1, 'must not be empty').max(200, 'is too long');

/** Arguments of `customer`, `deleteCustomer`. */
export const customerIdArgs = z.object({ id });

/** Arguments of `authenticate`. */
export const authenticateArgs = z.object({
  email,
  password,
  // IPv4 or IPv6 as the BFF saw it; "::ffff:" marks an IPv4 client of an IPv6 socket.
  ip: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(64, 'is too long')
    .transform((ip) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase()),
  knownDevice: z
    .boolean()
    .nullish()
    .transform((known) => known ?? false),
});

/** Arguments of `sessionEpoch` and `endSessions`. */
export const sessionArgs = z.object({ customerId: id });

/** Arguments of `requestEmailVerification` and `requestPasswordReset`. */
export const emailArgs = z.object({ email });

/** Arguments of `executeActionToken`. */
export const tokenArgs = z.object({ token });

/** Arguments of `resetPassword`. */
export const resetPasswordArgs = z.object({ token, password });

/** Arguments of `changePassword`. */
export const changePasswordArgs = z.object({ id, currentPassword: password, newPassword: password });

/** Arguments of `signInWithProvider`: the subject as the provider gave it (ADR 0027). */
export const providerSignInArgs = z.object({
  subject: z.string().min(1, 'must not be empty').max(255, 'is too long'),
});
