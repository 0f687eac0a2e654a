import { z } from 'zod';
import { notGiven } from './blank';

/** Postcode shapes of the clubs' countries and their neighbours; other countries get a loose check. */
const PATTERNS: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  DE: /^\d{5}$/,
  MC: /^980\d{2}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/,
  CH: /^\d{4}$/,
  RU: /^\d{6}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
};
const ANY_COUNTRY = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** A postcode, trimmed and upper-cased; its shape is checked against the country by {@link isPostalCodeOf}. */
export const postalCodeSchema = z
  .string(notGiven)
  .transform((value) => value.trim().replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.string().regex(ANY_COUNTRY, 'invalid'));

/** Whether `postalCode` (as normalised by {@link postalCodeSchema}) has the shape used in `country`. */
export function isPostalCodeOf(postalCode: string, country: string | null | undefined): boolean {
  const pattern = (country && PATTERNS[country]) || ANY_COUNTRY;
  return pattern.test(postalCode);
}
