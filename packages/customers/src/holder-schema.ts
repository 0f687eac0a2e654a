import type { RequiredField } from '@stadio/tenants/schema';
import { z } from 'zod';
import { optionalField, requiredField } from './blank';
import { PROFILE_FIELD_SCHEMAS } from './customer-fields';
import { emailSchema } from './email';
import { isMandatory } from './required-fields';

/** The fields of a ticket holder (docs/product.md#holders): the person attending. */
export const HOLDER_FIELDS = [
  'gender',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'streetAddress',
  'postalCode',
  'cityName',
  'country',
] as const;
export type HolderField = (typeof HOLDER_FIELDS)[number];

const HOLDER_FIELD_SCHEMAS = {
  ...PROFILE_FIELD_SCHEMAS,
  email: emailSchema,
} satisfies Record<HolderField | 'company', z.ZodType>;

/**
 * The holder of one ticket as the club configures it (`requiredHolderFields`): mandatory fields
 * must be given, the others may be blank (null). Values come out normalised like a customer's.
 */
export function holderSchema(required: readonly RequiredField[]) {
  return z.object(
    Object.fromEntries(
      HOLDER_FIELDS.map((name) => [
        name,
        isMandatory(required, name)
          ? requiredField(HOLDER_FIELD_SCHEMAS[name])
          : optionalField(HOLDER_FIELD_SCHEMAS[name]),
      ]),
    ) as { [K in HolderField]: z.ZodType<z.output<(typeof HOLDER_FIELD_SCHEMAS)[K]> | null | undefined> },
  );
}

/** A validated holder: every field normalised, null when left blank. */
export type Holder = z.output<ReturnType<typeof holderSchema>>;
