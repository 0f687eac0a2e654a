import type { RequiredField } from '@stadio/tenants/schema';
import { describe, expect, it } from 'vitest';
import { profileFields, signUpFields } from './form-fields';

const summary = (fields: ReturnType<typeof signUpFields>) =>
  fields.map((f) => `${f.name}${f.required ? '*' : ''}${f.lockedOnceFilled ? '!' : ''}`);

describe('customer form fields', () => {
  it("shows the club's listed fields in every mode, e-mail aside", () => {
    const required: RequiredField[] = [
      { field: 'email', mode: 'mandatory_without_change' },
      { field: 'phoneNumber', mode: 'mandatory_with_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'dateOfBirth', mode: 'optional' },
    ];
    expect(summary(signUpFields(required))).toEqual([
      'firstName*!',
      'lastName*!',
      'dateOfBirth',
      'phoneNumber*',
    ]);
  });

  it('asks for the whole address when the street is asked for', () => {
    const required: RequiredField[] = [
      { field: 'streetAddress', mode: 'mandatory_with_change' },
      { field: 'postalCode', mode: 'mandatory_with_change' },
    ];
    expect(summary(signUpFields(required))).toEqual([
      'streetAddress*',
      'postalCode*',
      'cityName*',
      'country*',
    ]);
    expect(summary(signUpFields([{ field: 'streetAddress', mode: 'optional' }]))).toEqual([
      'streetAddress',
      'postalCode',
      'cityName',
      'country',
    ]);
    expect(summary(signUpFields([{ field: 'postalCode', mode: 'optional' }]))).toEqual(['postalCode']);
  });

  it('lists every profile field on the profile page', () => {
    const fields = profileFields([{ field: 'gender', mode: 'mandatory_without_change' }]);
    expect(fields).toHaveLength(10);
    expect(fields[0]).toEqual({ name: 'gender', required: true, lockedOnceFilled: true });
  });
});
