import { z } from 'zod';
import { notGiven } from './blank';

/** Whether an IBAN (upper case, no spaces) passes the ISO 13616 mod-97 check. */
function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits (A = 10 … Z = 35); the remainder keeps the numbers small.
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN, written with or without spaces, kept upper-case without spaces. */
export const ibanSchema = z
  .string(notGiven)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'invalid')
      .refine(ibanChecksumIsValid, 'invalid'),
  );

/** A BIC (SWIFT code) of 8 or 11 characters, upper-case. */
export const bicSchema = z
  .string(notGiven)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'invalid'));

/**
 * Whether an IBAN and a BIC (both normalised) belong to the same country (docs/product.md#validation-rules).
 */
export function bankCountriesMatch(iban: string, bic: string): boolean {
  return iban.slice(0, 2) === bic.slice(4, 6);
}
