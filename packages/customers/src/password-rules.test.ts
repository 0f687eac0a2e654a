import { describe, expect, it } from 'vitest';
import { describeFieldError } from './field-error';
import { passwordProblems } from './password-rules';

describe('password rules', () => {
  it('accepts a long password mixing two kinds of characters', () => {
    expect(passwordProblems('correct horse battery 7')).toEqual([]);
    expect(passwordProblems('Tribune-Nord-2025', { email: 'fan@example.com' })).toEqual([]);
  });

  it('refuses short, overlong and one-kind passwords, listing every broken rule', () => {
    expect(passwordProblems('abc')).toEqual(['password_too_short', 'password_one_kind']);
    expect(passwordProblems('abcdefghijkl')).toEqual(['password_one_kind']);
    expect(passwordProblems('1234567890123')).toEqual(['password_one_kind']);
    expect(passwordProblems(`Aa1${'x'.repeat(130)}`)).toEqual(['password_too_long']);
  });

  it('counts characters, not UTF-16 units, and knows capitals of every script', () => {
    expect(passwordProblems('Пароль-стадион')).toEqual([]);
    expect(passwordProblems('😀😀😀😀😀a')).toEqual(['password_too_short']);
  });

  it('refuses a password built from the e-mail address', () => {
    expect(passwordProblems('Jane.Doe@Example.com', { email: 'jane.doe@example.com' })).toEqual([
      'password_contains_email',
    ]);
    expect(passwordProblems('janedoe-2024!', { email: 'JaneDoe@example.com' })).toEqual([
      'password_contains_email',
    ]);
    // A local part of three letters is too common a word to forbid.
    expect(passwordProblems('bobsleigh-2024', { email: 'bob@example.com' })).toEqual([]);
  });

  it('explains each rule in a sentence', () => {
    expect(describeFieldError('password', 'password_too_short')).toBe('Use at least 10 characters');
    expect(describeFieldError('phoneNumber', 'invalid')).toBe('This number is invalid');
    expect(describeFieldError('cityName', 'required')).toBe('City required');
  });
});
