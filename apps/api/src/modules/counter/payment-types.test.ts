import { PAYMENT_TYPES as STORED_TYPES } from '@stadio/db';
import { PAYMENT_TYPES } from '@stadio/graphql/enums';
import { describe, expect, it } from 'vitest';
import { COUNTER_PAYMENT_TYPES, toDbPaymentType, toGqlPaymentType } from './payment-types';

describe('payment types', () => {
  it('are one list: the GraphQL enum is the stored list of the spec, upper case', () => {
    expect([...PAYMENT_TYPES].sort()).toEqual(STORED_TYPES.map((type) => type.toUpperCase()).sort());
    for (const type of PAYMENT_TYPES) expect(toGqlPaymentType(toDbPaymentType(type))).toBe(type);
  });

  it('offers at the counter only what a ticket office takes in hand', () => {
    expect(COUNTER_PAYMENT_TYPES.every((type) => PAYMENT_TYPES.includes(type))).toBe(true);
    expect(COUNTER_PAYMENT_TYPES).not.toContain('NOT_CHOSEN_YET');
  });
});
