import type { RequiredField } from '@stadio/tenants/schema';
import { describe, expect, it } from 'vitest';
import { missingAddressFields } from './address';
import { customerUpdateSchema, signUpSchema, toCustomerValues, validate } from './customer-form-schemas';
import { customerRuleErrors } from './customer-rules';

const REQUIRED: RequiredField[] = [
  { field: 'firstName', mode: 'mandatory_without_change' },
  { field: 'lastName', mode: 'mandatory_without_change' },
  { field: 'email', mode: 'mandatory_without_change' },
  { field: 'phoneNumber', mode: 'mandatory_with_change' },
  { field: 'postalCode', mode: 'optional' },
];

const codes = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);

describe('sign-up form', () => {
  const valid = {
    email: ' Fan@Example.com ',
    password: 'Tribune-Nord-2025',
    firstName: 'anna',
    lastName: 'VAN DIJK',
    phoneNumber: '06 12 34 56 78',
  };

  it('normalises a valid sign-up and fills defaults', () => {
    const result = validate(signUpSchema(REQUIRED), { ...valid, postalCode: '', company: '  ' });
    expect(result).toEqual({
      ok: true,
      value: {
        email: 'fan@example.com',
        password: 'Tribune-Nord-2025',
        firstName: 'Anna',
        lastName: 'Van Dijk',
        phoneNumber: '0612345678',
        postalCode: null,
        company: null,
      },
    });
  });

  it("requires the club's mandatory fields and names each problem", () => {
    const result = validate(signUpSchema(REQUIRED), {
      email: 'not-an-address',
      password: 'short',
      firstName: '  ',
      dateOfBirth: '01/02/1990',
    });
    expect(codes(result)).toEqual([
      'email:invalid',
      'password:password_too_short',
      'password:password_one_kind',
      'firstName:required',
      'lastName:required',
      'dateOfBirth:date_format',
      'phoneNumber:required',
    ]);
  });

  it('checks rules spanning fields once each field is valid', () => {
    const result = validate(signUpSchema(REQUIRED), {
      ...valid,
      password: 'fan@example.com-2025',
      streetAddress: '1 rue du Stade',
      postalCode: '1012 AB',
      country: 'FR',
    });
    expect(codes(result)).toEqual([
      'cityName:required',
      'postalCode:invalid',
      'password:password_contains_email',
    ]);
  });
});

describe('profile update rules', () => {
  const stored = toCustomerValues({ firstName: 'Anna', lastName: 'Van Dijk', phoneNumber: '0612345678' });

  it('keeps fields locked once filled in and mandatory fields filled', () => {
    const parsed = validate(customerUpdateSchema, { firstName: 'Annie', phoneNumber: '', company: 'Acme' });
    if (!parsed.ok) throw new Error('update should parse');
    const errors = customerRuleErrors({
      next: toCustomerValues({ ...stored, ...parsed.value }),
      given: new Set(Object.keys(parsed.value)),
      current: stored,
      required: REQUIRED,
    });
    expect(errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'firstName:cannot_change',
      'phoneNumber:required',
    ]);
  });

  it('wants IBAN and BIC together, from the same country', () => {
    const check = (bank: { iban?: string; bic?: string }) =>
      customerRuleErrors({
        next: toCustomerValues({ ...stored, ...bank }),
        given: new Set(Object.keys(bank)),
        current: stored,
        required: REQUIRED,
      }).map((error) => `${error.field}:${error.code}`);
    expect(check({ iban: 'FR7630006000011234567890189' })).toEqual(['bic:required']);
    expect(check({ iban: 'FR7630006000011234567890189', bic: 'DEUTDEFF' })).toEqual(['bic:country_mismatch']);
    expect(check({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' })).toEqual([]);
  });

  it('reports the missing parts of an address', () => {
    expect(missingAddressFields({ streetAddress: '1 rue du Stade', cityName: ' ' })).toEqual([
      'postalCode',
      'cityName',
      'country',
    ]);
  });
});
