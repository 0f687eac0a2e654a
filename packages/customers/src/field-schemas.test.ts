import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bankCountriesMatch, bankDetailsSchema, bicSchema, ibanSchema } from './bank-details';
import { validate } from './customer-form-schemas';
import { countrySchema } from './country';
import { dateOfBirthSchema } from './date-of-birth';
import { emailSchema } from './email';
import { personNameSchema } from './person-name';
import { phoneNumberSchema } from './phone-number';
import { isPostalCodeOf, postalCodeSchema } from './postal-code';
import { titleCase } from './title-case';

/** The normalised value, or the codes of the refusal. */
function outcome(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : { codes: parsed.error.issues.map((issue) => issue.message) };
}

describe('customer field schemas', () => {
  it('trims and lower-cases e-mail addresses and refuses other shapes', () => {
    expect(outcome(emailSchema, '  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(outcome(emailSchema, 'jane.doe@')).toEqual({ codes: ['invalid'] });
    expect(outcome(emailSchema, 'jane doe@example.com')).toEqual({ codes: ['invalid'] });
  });

  it('title-cases names, keeping hyphens and apostrophes as word starts', () => {
    expect(titleCase("jean-pierre o'NEIL")).toBe("Jean-Pierre O'Neil");
    expect(outcome(personNameSchema, '  éLODIE   de la   cruz ')).toBe('Élodie De La Cruz');
    expect(outcome(personNameSchema, 'анна')).toBe('Анна');
  });

  it('refuses names without letters or with digits, and blank text as missing', () => {
    expect(outcome(personNameSchema, 'R2D2')).toEqual({ codes: ['invalid'] });
    expect(outcome(personNameSchema, '   ')).toEqual({ codes: ['required'] });
    expect(outcome(personNameSchema, 42)).toEqual({ codes: ['invalid'] });
  });

  it('keeps phone numbers without separators and refuses letters or too few digits', () => {
    expect(outcome(phoneNumberSchema, '+33 6 12-34.56 (78)')).toBe('+33612345678');
    expect(outcome(phoneNumberSchema, '06 12 34 56 7a')).toEqual({ codes: ['invalid'] });
    expect(outcome(phoneNumberSchema, '1234')).toEqual({ codes: ['invalid'] });
    expect(outcome(phoneNumberSchema, '33+612345678')).toEqual({ codes: ['invalid'] });
  });

  it('checks postcodes against the country, loosely for countries without a known shape', () => {
    expect(outcome(postalCodeSchema, ' 1012 ab ')).toBe('1012 AB');
    expect(isPostalCodeOf('1012 AB', 'NL')).toBe(true);
    expect(isPostalCodeOf('1012 AB', 'FR')).toBe(false);
    expect(isPostalCodeOf('06000', 'FR')).toBe(true);
    expect(isPostalCodeOf('190000', 'RU')).toBe(true);
    expect(isPostalCodeOf('AB-123', 'ZZ')).toBe(true);
    expect(outcome(postalCodeSchema, '#!')).toEqual({ codes: ['invalid'] });
  });

  it('upper-cases country codes', () => {
    expect(outcome(countrySchema, ' fr ')).toBe('FR');
    expect(outcome(countrySchema, 'France')).toEqual({ codes: ['invalid'] });
  });

  it('tells a wrong date format from a day that does not exist or lies ahead', () => {
    expect(outcome(dateOfBirthSchema, '1990-04-30')).toBe('1990-04-30');
    expect(outcome(dateOfBirthSchema, '30/04/1990')).toEqual({ codes: ['date_format'] });
    expect(outcome(dateOfBirthSchema, '1990-02-30')).toEqual({ codes: ['invalid'] });
    expect(outcome(dateOfBirthSchema, '2999-01-01')).toEqual({ codes: ['invalid'] });
    expect(outcome(dateOfBirthSchema, '1850-01-01')).toEqual({ codes: ['invalid'] });
  });

  it('validates IBANs by their checksum and BICs by their shape', () => {
    expect(outcome(ibanSchema, 'fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(outcome(ibanSchema, 'FR7630006000011234567890188')).toEqual({ codes: ['invalid'] });
    expect(outcome(bicSchema, 'bnpa fr pp')).toBe('BNPAFRPP');
    expect(outcome(bicSchema, 'BNPAFRPPXXX')).toBe('BNPAFRPPXXX');
    expect(outcome(bicSchema, 'BNP')).toEqual({ codes: ['invalid'] });
    // A German IBAN must be 22 characters: right check digits are not enough.
    expect(outcome(ibanSchema, 'DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(outcome(ibanSchema, 'DE89 3704 0044 0532 0130 0')).toEqual({ codes: ['invalid'] });
    // A country that does not exist is not a BIC's country.
    expect(outcome(bicSchema, 'BNPAZZPP')).toEqual({ codes: ['invalid'] });
  });

  it('tells whether an IBAN and a BIC are of the same country', () => {
    expect(bankCountriesMatch('FR7630006000011234567890189', 'BNPAFRPP')).toBe(true);
    expect(bankCountriesMatch('FR7630006000011234567890189', 'DEUTDEFF')).toBe(false);
    expect(bankCountriesMatch('DE89370400440532013000', 'DEUTDEFF500')).toBe(true);
    expect(
      validate(bankDetailsSchema, { iban: 'FR7630006000011234567890189', bic: 'DEUTDEFF' }),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'bic', code: 'country_mismatch' }],
    });
    // A wrong check digit is the IBAN's only problem: no country mismatch under a matching BIC.
    expect(validate(bankDetailsSchema, { iban: 'FR7630006000011234567890188', bic: 'BNPAFRPP' })).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: 'iban', code: 'invalid' })],
    });
    expect(validate(bankDetailsSchema, { iban: '', bic: '' })).toMatchObject({
      ok: false,
      errors: [
        { field: 'iban', code: 'required' },
        { field: 'bic', code: 'required' },
      ],
    });
  });
});
