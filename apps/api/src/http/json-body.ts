import type { IncomingMessage } from 'node:http';
import { nestingRefusal, readBodyText, tooLarge, type JsonRefusal } from '@stadio/json-body';

/** A JSON body's text as it arrived (signatures are checked on it), or why it was refused. */
export type JsonBodyText = { ok: true; text: string } | { ok: false; refusal: JsonRefusal };

/**
 * The API's one reader of JSON bodies (docs/security.md#json-bodies): the body read within
 * `limitBytes` (413, declared or not), and refused 400 when it nests deeper than JSON_DEPTH_LIMIT,
 * before anything parses it. GraphQL's variable coercion walks a value once per level and ran out
 * of stack on 7,000 levels (a 500). The text is returned unparsed: a webhook's signature is
 * checked on it, and yoga parses GraphQL requests itself. An empty body passes as "".
 */
export async function readJsonBodyText(req: IncomingMessage, limitBytes: number): Promise<JsonBodyText> {
  // The rest of a body past the limit is read and dropped, so the 413 goes back whole.
  const text = await readBodyText(req, limitBytes, { drain: true });
  if (text === undefined) return { ok: false, refusal: tooLarge(limitBytes) };
  const refusal = nestingRefusal(text);
  return refusal ? { ok: false, refusal } : { ok: true, text };
}
