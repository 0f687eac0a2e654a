import { describe, expect, it } from 'vitest';
import type { RequiredField } from '@stadio/tenants/schema';
import { holderFormFields } from './holder-fields';
import { holderPrefill } from './holder-prefill';
import { checkHolder } from './holder-validation';

const riviera: RequiredField[] = [
  { field: 'firstName', mode: 'mandatory_without_change' },
  { field: 'lastName', mode: 'mandatory_without_change' },
  { field: 'email', mode: 'optional' },
];

const customer = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'fan@stadio.example',
  phoneNumber: '+33612345678',
  dateOfBirth: '1990-04-02',
  streetAddress: '1 rue du Stade',
  postalCode: '06000',
  cityName: 'Nice',
  country: 'FR',
  gender: 'female',
};

describe('holder form fields', () => {
  it("shows the club's fields in their modes, plus the address, optional unless the street is mandatory", () => {
    expect(holderFormFields(riviera)).toEqual([
      { name: 'firstName', required: true },
      { name: 'lastName', required: true },
      { name: 'email', required: false },
      { name: 'streetAddress', required: false },
      { name: 'postalCode', required: false },
      { name: 'cityName', required: false },
      { name: 'country', required: false },
    ]);
    const withStreet = holderFormFields([
      { field: 'gender', mode: 'optional' },
      { field: 'streetAddress', mode: 'mandatory_with_change' },
    ]);
    expect(withStreet.filter((field) => field.required).map((field) => field.name)).toEqual([
      'streetAddress',
      'postalCode',
      'cityName',
      'country',
    ]);
    expect(withStreet[0]).toEqual({ name: 'gender', required: false });
  });
});

describe('holder prefill', () => {
  it('gives the first ticket the customer, name to birth date and address', () => {
    expect(holderPrefill(customer, 0)).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'fan@stadio.example',
      phoneNumber: '+33612345678',
      dateOfBirth: '1990-04-02',
      streetAddress: '1 rue du Stade',
      postalCode: '06000',
      cityName: 'Nice',
      country: 'FR',
    });
  });

  it('gives the other tickets the address only', () => {
    expect(holderPrefill(customer, 1)).toEqual({
      streetAddress: '1 rue du Stade',
      postalCode: '06000',
      cityName: 'Nice',
      country: 'FR',
    });
    expect(holderPrefill({ firstName: 'Camille', streetAddress: null }, 2)).toEqual({});
  });
});

describe('holder check', () => {
  const fields = holderFormFields(riviera);

  it('refuses empty mandatory names, each on its field', () => {
    const checked = checkHolder({ firstName: ' ', lastName: '' }, fields, riviera);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'firstName:required',
      'lastName:required',
    ]);
  });

  it('normalises what it accepts and sends blank shown fields as null, hidden ones not at all', () => {
    const checked = checkHolder(
      { firstName: 'jean', lastName: 'DUPONT', email: ' Jean@Example.COM ', phoneNumber: '0612' },
      fields,
      riviera,
    );
    expect(checked).toEqual({
      ok: true,
      holder: {
        firstName: 'Jean',
        lastName: 'Dupont',
        email: 'jean@example.com',
        streetAddress: null,
        postalCode: null,
        cityName: null,
        country: null,
      },
    });
  });

  it('wants a complete address once a street is given, with a postcode of the country', () => {
    const partial = checkHolder(
      { firstName: 'Jean', lastName: 'Dupont', streetAddress: '1 rue' },
      fields,
      riviera,
    );
    expect(partial.ok || partial.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'postalCode:required',
      'cityName:required',
      'country:required',
    ]);
    const wrongPostcode = checkHolder(
      {
        firstName: 'Jean',
        lastName: 'Dupont',
        streetAddress: '1 rue',
        postalCode: '1234',
        cityName: 'Nice',
        country: 'FR',
      },
      fields,
      riviera,
    );
    expect(wrongPostcode.ok || wrongPostcode.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'postalCode:invalid',
    ]);
  });

  it('refuses a badly written e-mail even when it is optional', () => {
    const checked = checkHolder({ firstName: 'Jean', lastName: 'Dupont', email: 'jean@' }, fields, riviera);
    expect(checked.ok || checked.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'email:invalid',
    ]);
  });
});
