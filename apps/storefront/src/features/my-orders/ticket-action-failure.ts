import { RESALE_ERROR_CODES, TICKET_ERROR_CODES, TRANSFER_ERROR_CODES } from '@stadio/graphql/enums';
import { z } from 'zod';
import { BFF_ERROR_CODES, SHARED_STATUS } from '@/features/api/error-status';

/**
 * Refusals of the transfer and resale calls (enums TicketErrorCode, TransferErrorCode and
 * ResaleErrorCode of schema.graphql), plus the BFF's own: what the dialogs of the orders page word.
 */
export const ticketActionCodeSchema = z.enum([
  ...TICKET_ERROR_CODES,
  ...TRANSFER_ERROR_CODES,
  ...RESALE_ERROR_CODES,
  ...BFF_ERROR_CODES,
]);
export type TicketActionCode = z.infer<typeof ticketActionCodeSchema>;

/** The JSON of a refused transfer or resale call, with what its message needs. */
export const ticketActionErrorSchema = z.object({
  error: z.string(),
  code: ticketActionCodeSchema,
  /** Why a ticket cannot be resold or transferred (ResaleRejectionCode of schema.graphql). */
  reason: z.string().optional(),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  limit: z.number().int().optional(),
  /** THROTTLED: seconds before the next transfer is taken (also the Retry-After header, ADR 0041). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type TicketActionError = z.infer<typeof ticketActionErrorSchema>;

/** A refused transfer or resale operation, ready to be answered by a route. */
export interface TicketActionFailure {
  status: number;
  body: TicketActionError;
}

/** The shared statuses (error-status.ts) and this domain's own codes that are not 409. */
const STATUS: Partial<Record<TicketActionCode, number>> = {
  ...SHARED_STATUS,
  RECIPIENT_NOT_FOUND: 404,
  THROTTLED: 429,
};

/** A refusal made by the BFF itself or read from the API; refusals of the rules are 409 (the ticket's state). */
export function ticketActionFailure(
  code: TicketActionCode,
  error: string,
  details: Omit<TicketActionError, 'code' | 'error'> = {},
): TicketActionFailure {
  return { status: STATUS[code] ?? 409, body: { error, code, ...details } };
}

/** The refusal an API error stands for; anything unexpected is UNKNOWN. */
export function ticketActionFailureOf(error: {
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
}): TicketActionFailure {
  const [first] = error.graphQLErrors;
  const parsed = ticketActionErrorSchema.safeParse({ error: first?.message, ...first?.extensions });
  if (!first || !parsed.success) return ticketActionFailure('UNKNOWN', 'The tickets could not be changed.');
  const { code, error: message, ...details } = parsed.data;
  return ticketActionFailure(code, message, details);
}

/** The JSON answer of a refusal; THROTTLED says when to try again in Retry-After. */
export function ticketActionFailureResponse(failure: TicketActionFailure): Response {
  const { retryAfterSeconds } = failure.body;
  return Response.json(failure.body, {
    status: failure.status,
    headers: {
      'cache-control': 'no-store',
      ...(failure.body.code === 'THROTTLED' ? { 'retry-after': String(retryAfterSeconds ?? 60) } : {}),
    },
  });
}
