import { electronicFormatIBAN, extractBIC, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { notGiven, requiredField } from './blank';

/*
 * Bank details for resale payouts (docs/product.md#validation-rules: "IBAN and BIC required and
 * valid; IBAN and BIC country codes must match"), checked by ibantools: each country's IBAN
 * length and BBAN format, the ISO 13616 check digits, and the BIC's shape and country code.
 */

/** An IBAN, written with or without spaces, kept upper-case without spaces. */
export const ibanSchema = z
  .string(notGiven)
  .transform((value) => electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().refine((iban) => isValidIBAN(iban), 'invalid'));

/** A BIC (SWIFT code) of 8 or 11 characters, upper-case. */
export const bicSchema = z
  .string(notGiven)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().refine((bic) => isValidBIC(bic), 'invalid'));

/** Whether an IBAN and a BIC (both valid and normalised) belong to the same country. */
export function bankCountriesMatch(iban: string, bic: string): boolean {
  const ibanCountry = extractIBAN(iban).countryCode;
  return ibanCountry !== undefined && ibanCountry === extractBIC(bic).countryCode;
}

/**
 * The resale page's bank details: both required (payouts need them), each valid, of one country.
 * A mismatch is reported on the BIC, as customerRuleErrors does.
 */
export const bankDetailsSchema = z
  .object({ iban: requiredField(ibanSchema), bic: requiredField(bicSchema) })
  .superRefine((details, context) => {
    // zod runs this after a field failed too: only two valid codes can disagree on a country.
    if (!isValidIBAN(details.iban) || !isValidBIC(details.bic)) return;
    if (!bankCountriesMatch(details.iban, details.bic))
      context.addIssue({ code: 'custom', path: ['bic'], message: 'country_mismatch' });
  });
