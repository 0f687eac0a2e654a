import { z } from 'zod';
import { idArg, customerIdArg, ticketIdsArg } from '../catalogue/parse-args';

const id = idArg;
const customerId = customerIdArg;

/** Whole cents, at most 100,000 € (no club sells dearer tickets; keeps sums far from integer limits). */
const price = z.number().int('must be a whole number of cents').min(1, 'must be positive').max(10_000_000);

export const listForResaleArgs = z.object({
  customerId,
  listings: z
    .array(z.object({ ticketId: id, price }))
    .min(1, 'must list at least one ticket')
    .max(99, 'must list at most 99 tickets')
    .refine((listings) => new Set(listings.map((l) => l.ticketId)).size === listings.length, {
      message: 'lists a ticket twice',
    }),
});
export type ListForResaleArgs = z.output<typeof listForResaleArgs>;

export const withdrawListingsArgs = z.object({
  customerId,
  ticketIds: ticketIdsArg,
});
