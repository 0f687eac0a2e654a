import { z } from 'zod';

/** Empty or whitespace-only text counts as "not given": forms send "" for an untouched input. */
function blankTo(missing: null | undefined) {
  return (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? missing : (value ?? missing);
}

/**
 * The error of a base schema (`z.string(notGiven)`): code `required` when nothing was given,
 * `invalid` for a value of the wrong type.
 */
export const notGiven = {
  error: (issue: { input?: unknown }) => (issue.input == null ? 'required' : 'invalid'),
};

/** A field that must be given: absent, null and blank text fail with code `required`. */
export function requiredField<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.preprocess(blankTo(undefined), schema);
}

/** A field that may be left out: blank text becomes null (cleared), absent stays absent (unchanged). */
export function optionalField<T>(schema: z.ZodType<T>): z.ZodType<T | null | undefined> {
  return z.preprocess((value) => (value === undefined ? undefined : blankTo(null)(value)), schema.nullish());
}

/**
 * Free text with a non-space character (docs/product.md#validation-rules), trimmed, at most `max` characters.
 */
export function textSchema(max: number) {
  return z
    .string(notGiven)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'required').max(max, 'too_long'));
}
