import { z } from 'zod';
import { notGiven } from './blank';

/** Longest address SMTP allows (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

/** An e-mail address, trimmed and lower-cased: case-insensitive (docs/product.md#validation-rules). */
export const emailSchema = z
  .string(notGiven)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email('invalid').max(MAX_EMAIL_LENGTH, 'too_long'));

/** Trims and lower-cases an address the way {@link emailSchema} does, without validating it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
