import { parseJsonWithin } from '@stadio/json-body';
import { z } from 'zod';

/** The browser-callable operations: hash → text, generated from src/features/live (codegen.ts). */
export type PersistedDocuments = Readonly<Record<string, string>>;

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, context): z.infer<T> => {
    // The one JSON reader, with its depth limit (docs/security.md#json-bodies).
    const json = parseJsonWithin(text);
    if (!json.ok) {
      context.addIssue({
        code: 'custom',
        message: json.refusal.reason === 'too-deep' ? 'is nested too deeply' : 'is not JSON',
      });
      return z.NEVER;
    }
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'is invalid' });
      return z.NEVER;
    }
    return parsed.data;
  });

// Variables of the live operations are ids: short strings, numbers, booleans, nothing nested.
const variablesSchema = z.record(
  z.string().max(64),
  z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
);

const requestSchema = z.object({
  extensions: jsonParam(
    z.object({ persistedQuery: z.object({ version: z.literal(1), sha256Hash: z.string().max(100) }) }),
  ),
  variables: jsonParam(variablesSchema).optional(),
  operationName: z.string().max(100).optional(),
});

/** A persisted operation asked for in a GET's query string, resolved to the text the storefront knows. */
export type PersistedRequest =
  | { ok: true; hash: string; query: string; variables: Record<string, unknown>; cacheKey: string }
  | { ok: false; status: 400; code: 'BAD_REQUEST' | 'PERSISTED_QUERY_NOT_FOUND'; message: string };

/**
 * Reads a persisted-query GET (`?extensions={"persistedQuery":{…}}&variables={…}`, as urql's
 * persisted exchange sends it). A hash that is not one of `documents` is refused: the route runs
 * only the storefront's own public operations, never a query text from the browser (ADR 0013).
 */
export function readPersistedRequest(
  params: URLSearchParams,
  documents: PersistedDocuments,
): PersistedRequest {
  if (params.has('query'))
    return {
      ok: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Only persisted operations are accepted.',
    };
  const parsed = requestSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: `Invalid request: ${issue?.path.join('.') || 'query string'} ${issue?.message ?? ''}`.trim(),
    };
  }
  const hash = parsed.data.extensions.persistedQuery.sha256Hash;
  const query = Object.hasOwn(documents, hash) ? documents[hash] : undefined;
  if (query === undefined)
    return { ok: false, status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message: 'PersistedQueryNotFound' };
  const variables = parsed.data.variables ?? {};
  const sorted = Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)));
  return { ok: true, hash, query, variables, cacheKey: `${hash}\n${JSON.stringify(sorted)}` };
}
