import 'server-only';
import {
  declaredOver,
  parseJsonWithin,
  readBodyText,
  tooLarge,
  type BodyChunks,
  type JsonRefusal,
} from '@stadio/json-body';
import type { z } from 'zod';

const DEFAULT_LIMIT = 16 * 1024;

/** Error answer of a BFF route: always a JSON `{ error }` with a message a developer can act on. */
export function errorResponse(status: number, error: string, details?: unknown) {
  return Response.json(details === undefined ? { error } : { error, details }, { status });
}

/** A request's body as {@link jsonBodyOf} reads it: its declared length and type, and its bytes. */
export interface BodySource {
  contentLength: string | null | undefined;
  contentType: string | null | undefined;
  body: BodyChunks | null | undefined;
  /** Read a body past the limit to its end (Node's own requests, the rush lane's: ADR 0037). */
  drain?: boolean;
}

/**
 * Reads and validates a JSON body; returns the data or a ready 4xx response.
 * Bad input never reaches the handler and never becomes a 500.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limitBytes = DEFAULT_LIMIT,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  return jsonBodyOf(
    {
      contentLength: request.headers.get('content-length'),
      contentType: request.headers.get('content-type'),
      body: request.body,
    },
    schema,
    limitBytes,
  );
}

/**
 * {@link readJsonBody} of any request, Next's or Node's own (the rush lane's, ADR 0037): the one
 * reader of the storefront's JSON bodies (docs/security.md#json-bodies). The body is read within
 * `limitBytes` (413, declared or not), refused when nested deeper than JSON_DEPTH_LIMIT before it
 * is parsed (400), then checked for NUL characters and against `schema` (400).
 */
export async function jsonBodyOf<S extends z.ZodType>(
  source: BodySource,
  schema: S,
  limitBytes = DEFAULT_LIMIT,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const refuse = (refusal: JsonRefusal) => ({ response: errorResponse(refusal.status, refusal.error) });
  if (declaredOver(source.contentLength, limitBytes)) return refuse(tooLarge(limitBytes));
  if (!source.contentType?.includes('application/json')) {
    return { response: errorResponse(415, 'Send the body as application/json.') };
  }
  const text = await readBodyText(source.body, limitBytes, { drain: source.drain });
  if (text === undefined) return refuse(tooLarge(limitBytes));
  const json = parseJsonWithin(text);
  if (!json.ok) return refuse(json.refusal);
  // PostgreSQL's text cannot hold U+0000: refused here, in no field does it mean anything.
  if (holdsNul(json.value))
    return { response: errorResponse(400, 'Text may not contain the NUL character.') };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    return {
      response: errorResponse(
        400,
        'Invalid request body.',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      ),
    };
  }
  return { data: parsed.data };
}

/** Whether any string of a JSON value (keys included) holds the NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  return false;
}
