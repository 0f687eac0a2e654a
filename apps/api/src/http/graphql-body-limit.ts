import type { IncomingHttpHeaders } from 'node:http';

/**
 * The most a GraphQL request's body may weigh. The storefront is the API's only caller, and its
 * largest route body is 128 KiB (a gate's scans); its GraphQL documents add a few KiB.
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
