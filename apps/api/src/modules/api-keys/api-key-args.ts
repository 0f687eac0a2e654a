import { z } from 'zod';
import { badApiKeyInput } from './api-key-errors';

/** Longest name of a key: a label in a list ("Access control – north gates"). */
export const MAX_API_KEY_NAME = 80;

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });

export const sessionArgs = z.object({ session });
export const createApiKeyArgs = z.object({
  session,
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_API_KEY_NAME, `must be at most ${MAX_API_KEY_NAME} characters`),
});
export const revokeApiKeyArgs = z.object({ session, id: z.uuid('must be the id of an API key') });

/** Parses arguments, refusing with every issue and its field (BAD_USER_INPUT, a 400 at the BFF). */
export function parseApiKeyArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badApiKeyInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
