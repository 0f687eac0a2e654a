// Browser-safe: zod only. The API validates with these schemas and the storefront's forms reuse them,
// so both sides refuse the same input with the same field error codes.
export * from './address';
export * from './bank-details';
export * from './blank';
export * from './country';
export * from './customer-fields';
export * from './customer-form-schemas';
export * from './customer-rules';
export * from './date-of-birth';
export * from './email';
export * from './field-error';
export * from './holder-schema';
export * from './password-rules';
export * from './person-name';
export * from './phone-number';
export * from './postal-code';
export * from './required-fields';
export * from './title-case';
