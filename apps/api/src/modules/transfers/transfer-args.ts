import { emailSchema } from '@stadio/customers';
import { z } from 'zod';
import { idArg, customerIdArg, ticketIdsArg } from '../catalogue/parse-args';

const id = idArg;
const customerId = customerIdArg;

export const transferTicketsArgs = z.object({
  customerId,
  ticketIds: ticketIdsArg,
  recipientEmail: emailSchema,
});
export type TransferTicketsArgs = z.output<typeof transferTicketsArgs>;

export const cancelTransferArgs = z.object({ customerId, ticketId: id });
