import { z } from 'zod';
import { apiError } from '../../errors/api-error';

/**
 * Validates a resolver's arguments. A violation becomes a GraphQLError with code BAD_USER_INPUT,
 * which masked errors let through, naming each bad argument so the caller can fix the request.
 * The error is made by yoga's own helper (api-error.ts): masking recognises errors by `instanceof`,
 * and a GraphQLError class from another copy of graphql (ESM vs CommonJS build) would be masked.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw apiError('BAD_USER_INPUT', `Invalid arguments: ${problems.join('; ')}`);
}

/*
 * The arguments every module takes alike, written once: an id as the API makes them, a customer's
 * id, a list of tickets (no more than a cart holds, each once).
 */

/** An id of ours (order, ticket, event…): its shape only; whether it exists is the database's say. */
export const idArg = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

/** A customer's id. */
export const customerIdArg = z.uuid('must be a customer id (a UUID)');

/** Tickets of one request, each once; at most 99, the largest cart a club may allow (docs/product.md#cart-limits). */
export const ticketIdsArg = z
  .array(idArg)
  .min(1, 'must list at least one ticket')
  .max(99, 'must list at most 99 tickets')
  .transform((ids) => [...new Set(ids)]);
