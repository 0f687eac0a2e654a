import { localeSchema } from '@stadio/tenants/schema';
import { z } from 'zod';
import { bicSchema, ibanSchema } from './bank-details';
import { notGiven, textSchema } from './blank';
import { countrySchema } from './country';
import { dateOfBirthSchema } from './date-of-birth';
import { personNameSchema } from './person-name';
import { phoneNumberSchema } from './phone-number';
import { postalCodeSchema } from './postal-code';

/** Genders of a customer (docs/product.md#account); `unknown` is the default. */
export const GENDERS = ['female', 'male', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

/** The Customer fields a club may require (the tenant's `requiredCustomerFields`), e-mail aside. */
export const PROFILE_FIELD_SCHEMAS = {
  gender: z.enum(GENDERS, notGiven),
  firstName: personNameSchema,
  lastName: personNameSchema,
  dateOfBirth: dateOfBirthSchema,
  phoneNumber: phoneNumberSchema,
  streetAddress: textSchema(200),
  postalCode: postalCodeSchema,
  cityName: textSchema(100),
  country: countrySchema,
  company: textSchema(100),
} as const;

/** A profile field a club may require. */
export type ProfileField = keyof typeof PROFILE_FIELD_SCHEMAS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_SCHEMAS) as ProfileField[];

/** Bank details, asked for when a fan resells tickets; always optional on the profile. */
export const BANK_FIELD_SCHEMAS = { iban: ibanSchema, bic: bicSchema } as const;
export type BankField = keyof typeof BANK_FIELD_SCHEMAS;

/** Language the customer's e-mails are written in. */
export const preferredLocaleSchema = localeSchema;

/** The stored values rules are checked on: every profile and bank field, null when not filled in. */
export type CustomerValues = { [K in ProfileField]: K extends 'gender' ? Gender : string | null } & {
  [K in BankField]: string | null;
};
