import { emailSchema } from '@stadio/customers';
import { z } from 'zod';

const id = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const customerId = z.uuid('must be a customer id (a UUID)');

export const transferTicketsArgs = z.object({
  customerId,
  ticketIds: z
    .array(id)
    .min(1, 'must list at least one ticket')
    .max(99, 'must list at most 99 tickets')
    .transform((ids) => [...new Set(ids)]),
  recipientEmail: emailSchema,
});
export type TransferTicketsArgs = z.output<typeof transferTicketsArgs>;

export const cancelTransferArgs = z.object({ customerId, ticketId: id });
