import type { PaymentType as DbPaymentType } from '@stadio/db';
import type { PaymentType } from '@stadio/graphql/resolvers-types';

/*
 * The spec's payment types (packages/db PAYMENT_TYPES, enum PaymentType of counter.graphql): the
 * database keeps them lower case, GraphQL upper case.
 */

/** What a ticket manager takes at the counter: cash, a check, a card on the terminal, a transfer, or nothing. */
export const COUNTER_PAYMENT_TYPES = [
  'CASH',
  'CHECK',
  'CREDIT_CARD',
  'BANK_TRANSFER',
  'FREE',
] as const satisfies readonly PaymentType[];

export const toDbPaymentType = (type: PaymentType) => type.toLowerCase() as DbPaymentType;
export const toGqlPaymentType = (type: string) => type.toUpperCase() as PaymentType;

/**
 * A payment's type as SQL over payments alias `alias`: its own, else what its provider implies
 * for rows from before the column (the free provider's `free`, a card provider's `credit_card`).
 */
export const paymentTypeSql = (alias: string) =>
  `coalesce(${alias}.payment_type, case when ${alias}.provider = 'free' then 'free' else 'credit_card' end)`;

/** The provider name of payments taken at the counter: no provider was called. */
export const COUNTER_PROVIDER = 'counter';
