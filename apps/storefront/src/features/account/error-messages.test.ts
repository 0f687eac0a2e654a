import { describe, expect, it } from 'vitest';
import en from '@stadio/i18n/messages/en.json';
import { ACCOUNT_ERROR_CODES } from './account-error';
import { accountErrorKey, fieldErrorKey, fieldLabelKey } from './error-messages';

describe('account error messages', () => {
  it('has an English message for every refusal the routes can answer', () => {
    for (const code of ACCOUNT_ERROR_CODES)
      expect(en.account.errors[accountErrorKey(code)], code).toBeTruthy();
  });

  it('words refused fields as docs/product.md#validation-rules does, naming the field', () => {
    expect(fieldErrorKey('phoneNumber', 'invalid')).toBe('invalidPhone');
    expect(fieldErrorKey('email', 'invalid')).toBe('invalidEmail');
    expect(fieldErrorKey('postalCode', 'invalid')).toBe('invalid');
    expect(fieldErrorKey('dateOfBirth', 'date_format')).toBe('dateFormat');
    expect(fieldErrorKey('password', 'password_contains_email')).toBe('passwordContainsEmail');
    expect(en.account.fieldErrors[fieldErrorKey('firstName', 'required')]).toBe('{field} is required');
  });

  it('labels the fields of the forms and nothing else', () => {
    expect(fieldLabelKey('cityName')).toBe('cityName');
    expect(en.account.fields[fieldLabelKey('newPassword') ?? 'email']).toBe('New password');
    expect(fieldLabelKey('constructor')).toBeUndefined();
  });
});
