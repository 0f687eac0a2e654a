import { TICKET_ERROR_CODES } from '@stadio/graphql/enums';
import { z } from 'zod';
import { BFF_ERROR_CODES, statusTable } from '@/features/api/error-status';

/** Refusals of the tickets calls (enum TicketErrorCode of schema.graphql), plus the BFF's own. */
export const ticketErrorCodeSchema = z.enum([...TICKET_ERROR_CODES, ...BFF_ERROR_CODES]);
export type TicketErrorCode = z.infer<typeof ticketErrorCodeSchema>;

/** The JSON of a refused tickets call; `opensAt` tells when closed downloads open. */
export const ticketErrorBodySchema = z.object({
  error: z.string(),
  code: ticketErrorCodeSchema,
  opensAt: z.string().optional(),
});
export type TicketErrorBody = z.infer<typeof ticketErrorBodySchema>;

/** A refused tickets operation, ready to be answered by a route. */
export interface TicketFailure {
  status: number;
  body: TicketErrorBody;
}

const STATUS = statusTable<TicketErrorCode>({ TICKETS_NOT_YET_AVAILABLE: 403 });

/** A refusal made by the BFF itself or read from the API. */
export function ticketFailure(code: TicketErrorCode, error: string, opensAt?: string): TicketFailure {
  return { status: STATUS[code], body: opensAt ? { error, code, opensAt } : { error, code } };
}

/** The refusal an API error stands for; anything unexpected is UNKNOWN. */
export function ticketFailureOf(error: {
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
}): TicketFailure {
  const [first] = error.graphQLErrors;
  const code = ticketErrorCodeSchema.safeParse(first?.extensions?.code);
  if (!first || !code.success) return ticketFailure('UNKNOWN', 'The tickets could not be loaded.');
  const opensAt = typeof first.extensions?.opensAt === 'string' ? first.extensions.opensAt : undefined;
  return ticketFailure(code.data, first.message, opensAt);
}

/** The JSON answer of a refusal. */
export function ticketFailureResponse(failure: TicketFailure): Response {
  return Response.json(failure.body, { status: failure.status, headers: { 'cache-control': 'no-store' } });
}
