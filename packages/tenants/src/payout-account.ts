import { electronicFormatIBAN, extractBIC, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/*
 * The club's bank account that pays resale sellers by SEPA credit transfer (docs/product.md#resale,
 * ADR 0049). Checked here, when the club's file is read and by `tenants:check`, so a typo in the
 * file is found before a bank refuses a transfer file: the IBAN's length, format and ISO 13616
 * check digits, the BIC's shape, and that both are of one country (as the fans' bank details).
 */

const iban = z
  .string()
  .trim()
  .transform((value) => electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().refine((value) => isValidIBAN(value), {
      message:
        'is not a valid IBAN: check its length and its two check digits (the 3rd and 4th characters), as the bank wrote it, e.g. "FR76 3000 6000 0112 3456 7890 189"',
    }),
  );

const bic = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().refine((value) => isValidBIC(value), {
      message:
        'is not a valid BIC (SWIFT code): 8 or 11 letters and digits, e.g. "BNPAFRPP" or "BNPAFRPPXXX"',
    }),
  );

/** SEPA's character set for names (EPC guidelines): what a bank takes in a transfer file. */
const SEPA_NAME = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

export const payoutAccountSchema = z
  .strictObject({
    /** The account holder's name as the bank knows it: the transfers' debtor. */
    accountHolder: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(70, { message: 'must be at most 70 characters (the SEPA limit)' })
      .regex(SEPA_NAME, {
        message:
          "must use only the SEPA characters: letters without accents, digits, spaces and / - ? : ( ) . , ' +",
      }),
    iban,
    bic,
  })
  .superRefine((account, context) => {
    // Only once both are valid: a broken one has its own message already.
    if (!isValidIBAN(account.iban) || !isValidBIC(account.bic)) return;
    const ibanCountry = extractIBAN(account.iban).countryCode;
    if (ibanCountry !== undefined && ibanCountry !== extractBIC(account.bic).countryCode)
      context.addIssue({
        code: 'custom',
        path: ['bic'],
        message: `is not of the IBAN's country (${ibanCountry}): the IBAN and BIC must be of the same bank account`,
      });
  });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
