import { z } from 'zod';
import { notGiven } from './blank';
import type { FieldErrorCode } from './field-error';

/** Shortest password accepted (see ADR 0007). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted: long enough for any passphrase, short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

/** A reason a password is refused. */
export type PasswordProblem = Extract<FieldErrorCode, `password_${string}`>;

const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

/**
 * Every rule a new password breaks, empty when it is acceptable: at least 10 characters, at most
 * 128, two kinds of characters or more (lower case, capitals, digits, others), and not built
 * from the e-mail address (the whole address, or its part before the @ when that is 4+ characters).
 */
export function passwordProblems(
  password: string,
  options: { email?: string | null } = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('password_too_short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('password_too_long');
  if (KINDS.filter((kind) => kind.test(password)).length < 2) problems.push('password_one_kind');
  const email = options.email?.trim().toLowerCase();
  if (email) {
    const lower = password.toLowerCase();
    const localPart = email.split('@')[0] ?? '';
    if (lower.includes(email) || (localPart.length >= 4 && lower.includes(localPart)))
      problems.push('password_contains_email');
  }
  return problems;
}

/** A new password: every broken rule but the e-mail one (which needs the address) is an issue. */
export const newPasswordSchema = z.string(notGiven).superRefine((password, context) => {
  for (const problem of passwordProblems(password)) context.addIssue({ code: 'custom', message: problem });
});
