import { z } from 'zod';
import { notGiven } from './blank';

/** A country as an ISO 3166-1 alpha-2 code ("FR"), upper-cased. */
export const countrySchema = z
  .string(notGiven)
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'invalid'));
