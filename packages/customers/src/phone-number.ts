import { z } from 'zod';
import { notGiven } from './blank';

// E.164 allows at most 15 digits; fewer than 6 is not a reachable number anywhere.
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

/**
 * A phone number as people type it ("+33 6 12 34 56 78", "(020) 123-4567"), kept without the
 * separators: an optional leading "+" and 6 to 15 digits.
 */
export const phoneNumberSchema = z
  .string(notGiven)
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^\+?[\d\s().-]+$/, 'invalid'))
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\+?\d+$/, 'invalid')
      .refine((value) => {
        const digits = value.replace('+', '').length;
        return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
      }, 'invalid'),
  );
