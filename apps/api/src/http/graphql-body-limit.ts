import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { nestingRefusal, type JsonRefusal } from '@stadio/json-body';
import { readJsonBodyText } from './json-body';

/**
 * The most a GraphQL request's body may weigh. The storefront is the API's only caller, and its
 * largest route body is 384 KiB (a gate's scans); its GraphQL documents add a few KiB.
 */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/** Why a GraphQL request's body is refused before it is read: the status and the words. */
export interface BodyRefusal {
  status: 411 | 413;
  error: string;
}

/**
 * Checks a GraphQL request's body by its headers alone, before anything reads it: a body must say
 * its length (`Content-Length`; node's parser then reads that many bytes and no more), within
 * {@link GRAPHQL_BODY_LIMIT}. The storefront's calls always do (undici sends a string body with its
 * length). This replaces yoga's own limit, which streamed every body through a size-counting
 * transform to catch bodies of unknown length: an abort signal and a `DOMException` for every
 * request, a twentieth of the API's thread under an on-sale's holds. A request without a body (a
 * GET) passes.
 */
export function graphqlBodyRefusal(headers: IncomingHttpHeaders): BodyRefusal | null {
  if (headers['transfer-encoding'] !== undefined)
    return { status: 411, error: 'send the body with a Content-Length, not in chunks' };
  const length = headers['content-length'];
  if (length === undefined) return null;
  if (!/^\d+$/.test(length)) return { status: 411, error: 'Content-Length is not a length' };
  if (Number(length) > GRAPHQL_BODY_LIMIT)
    return { status: 413, error: `the body is larger than ${GRAPHQL_BODY_LIMIT} bytes` };
  return null;
}

/** JSON parameters of a GraphQL GET (`?variables=…&extensions=…`). */
const GET_JSON_PARAMS = ['variables', 'extensions'];

/**
 * Reads a GraphQL request's body through the API's one JSON reader (json-body.ts): within
 * {@link GRAPHQL_BODY_LIMIT}, refused when nested too deeply (docs/security.md#json-bodies), and
 * a GET's JSON parameters likewise. The text read is handed to yoga as `req.body`, which
 * @whatwg-node/server takes in place of the stream it would otherwise read (already consumed).
 */
export async function readGraphqlRequest(req: IncomingMessage): Promise<JsonRefusal | null> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const params = new URL(req.url ?? '/', 'http://api.invalid').searchParams;
    for (const name of GET_JSON_PARAMS) {
      const refusal = nestingRefusal(params.get(name) ?? '');
      if (refusal) return refusal;
    }
    return null;
  }
  const body = await readJsonBodyText(req, GRAPHQL_BODY_LIMIT);
  if (!body.ok) return body.refusal;
  if (body.text) (req as IncomingMessage & { body?: string }).body = body.text;
  return null;
}
