import type * as Gql from '@stadio/graphql/resolvers-types';
import { z } from 'zod';
import { idArg, customerIdArg } from '../catalogue/parse-args';
import { parseOrderArgs } from '../orders/order-args';

const id = idArg;
const customerId = customerIdArg;

/** The values of enum MyTicketsFilter and WalletType (schema.graphql); the checks below keep them so. */
const TICKET_FILTERS = [
  'UPCOMING',
  'RESALABLE',
  'ON_RESALE',
  'RESOLD',
  'PAST',
] as const satisfies readonly Gql.MyTicketsFilter[];
const WALLET_TYPES = ['APPLE', 'GOOGLE'] as const satisfies readonly Gql.WalletType[];
// A value added to either enum fails to compile here until the list above has it.
const _everyValue: [
  | Exclude<Gql.MyTicketsFilter, (typeof TICKET_FILTERS)[number]>
  | Exclude<Gql.WalletType, (typeof WALLET_TYPES)[number]>,
] extends [never]
  ? true
  : false = true;

export const myTicketsArgs = z.object({
  customerId,
  filter: z.enum(TICKET_FILTERS).nullish(),
  first: z.number().int().min(1).max(50).nullish(),
  after: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a cursor given by a previous page')
    .nullish(),
});
export type MyTicketsArgs = z.output<typeof myTicketsArgs>;

export const walletTokenArgs = z.object({
  customerId,
  inputs: z.object({ walletType: z.enum(WALLET_TYPES), ticketIds: z.array(id).min(1).max(50) }),
});

export const sendTicketsArgs = z.object({
  customerId,
  orderId: id,
  ticketIds: z.array(id).min(1).max(99).nullish(),
});

export const ticketRefArgs = z.object({ customerId, ticketId: id });

export const verifyTokenArgs = z.object({ token: z.string().trim().min(1).max(2000) });

/** Validates arguments like the orders module does (BAD_USER_INPUT with every issue). */
export const parseTicketArgs = parseOrderArgs;
