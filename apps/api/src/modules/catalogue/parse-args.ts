import type { z } from 'zod';
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
