import { z } from 'zod';

const id = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const customerId = z.uuid('must be a customer id (a UUID)');

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
  ticketIds: z
    .array(id)
    .min(1, 'must list at least one ticket')
    .max(99, 'must list at most 99 tickets')
    .transform((ids) => [...new Set(ids)]),
});
