/**
 * The deepest nesting of arrays and objects a request body may have (docs/security.md#json-bodies).
 * Every body the shop and the API take nests a handful of levels; thousands of levels parse, but
 * everything that walks the value afterwards (the NUL check, zod, GraphQL's variable coercion)
 * recurses once per level and runs out of stack: a 500, or in the storefront's rush lane no answer
 * at all. Refused from the text, before anything parses or walks it.
 */
export const JSON_DEPTH_LIMIT = 32;

/** Why a body was refused: the status to answer and words a developer can act on. */
export interface JsonRefusal {
  status: 400 | 413;
  reason: 'too-large' | 'too-deep' | 'not-json';
  error: string;
}

/** A body's JSON value, or why it was refused. */
export type JsonWithin = { ok: true; value: unknown } | { ok: false; refusal: JsonRefusal };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`: one pass over the text that
 * skips strings (brackets inside them do not count). Text that is not JSON may be counted wrong;
 * JSON.parse refuses it anyway.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** The refusal of a body over `limitBytes` (413). */
export const tooLarge = (limitBytes: number): JsonRefusal => ({
  status: 413,
  reason: 'too-large',
  error: `Body larger than ${limitBytes} bytes.`,
});

/** Whether a declared Content-Length is already over `limitBytes` (checked before reading). */
export function declaredOver(contentLength: string | null | undefined, limitBytes: number): boolean {
  return Number(contentLength ?? '0') > limitBytes;
}

/** The 400 of JSON text nested deeper than `maxDepth`, or null when it is not. */
export function nestingRefusal(text: string, maxDepth = JSON_DEPTH_LIMIT): JsonRefusal | null {
  return jsonNestingExceeds(text, maxDepth)
    ? { status: 400, reason: 'too-deep', error: `The body is nested deeper than ${maxDepth} levels.` }
    : null;
}

/** JSON text parsed, unless it nests deeper than `maxDepth` or is not JSON (400 either way). */
export function parseJsonWithin(text: string, maxDepth = JSON_DEPTH_LIMIT): JsonWithin {
  const deep = nestingRefusal(text, maxDepth);
  if (deep) return { ok: false, refusal: deep };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, refusal: { status: 400, reason: 'not-json', error: 'The body is not valid JSON.' } };
  }
}
