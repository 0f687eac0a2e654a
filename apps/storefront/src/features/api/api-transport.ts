import 'server-only';
import { STATUS_CODES } from 'node:http';
import { makeErrorResult, makeResult, type Exchange, type Operation, type OperationResult } from '@urql/core';
import { makeFetchBody } from '@urql/core/internal';
import { Agent, request } from 'undici';
import { filter, fromPromise, merge, mergeMap, pipe, share, takeUntil } from 'wonka';
import { processWide } from '@/lib/process-wide';

/**
 * How the storefront's GraphQL client reaches the API (ADR 0035): an urql exchange in place of
 * urql's fetch exchange, sending each query or mutation with undici's own `request` over one
 * keep-alive pool per process, and reading the API's one JSON answer straight into urql's result.
 *
 * Not the global `fetch`: Next wraps it (tracing, its data cache), and it builds a WHATWG request,
 * abort signal and body stream for every call. Not urql's fetch exchange over undici either: for
 * each call it built a `Response` (web streams) and an `AbortController` it aborted once the answer
 * was in (a `DOMException` each time); on the bench's on-sale crowd those were a tenth of the
 * storefront's thread. The API answers GraphQL in a single JSON body, never a stream.
 *
 * The results are the fetch exchange's: the API's data and errors (`makeResult`), or, when there is
 * no GraphQL answer to read, a network error named after the HTTP status when it is not a success
 * (`makeErrorResult`). A call whose operation is torn down meanwhile is left to finish, unread.
 */
export const apiExchange: Exchange =
  ({ forward }) =>
  (operations$) => {
    const shared = share(operations$);
    const sent = pipe(
      shared,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      mergeMap((operation) =>
        pipe(
          fromPromise(send(operation)),
          takeUntil(
            pipe(
              shared,
              filter((other) => other.kind === 'teardown' && other.key === operation.key),
            ),
          ),
        ),
      ),
    );
    const rest = forward(
      pipe(
        shared,
        filter((operation) => operation.kind !== 'query' && operation.kind !== 'mutation'),
      ),
    );
    return merge([sent, rest]);
  };

/** urql's fetch exchange's `Accept`, less the streams the API never answers with. */
const ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

async function send(operation: Operation): Promise<OperationResult> {
  const { fetchOptions } = operation.context;
  const options = (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions) ?? {};
  let status = 0;
  try {
    const answer = await request(operation.context.url, {
      method: 'POST',
      headers: { accept: ACCEPT, 'content-type': 'application/json', ...headerRecord(options.headers) },
      body: JSON.stringify(makeFetchBody(operation)),
      dispatcher: apiAgent(),
    });
    status = answer.statusCode;
    return makeResult(operation, JSON.parse(await answer.body.text()) as object);
  } catch (error) {
    const refused = status !== 0 && (status < 200 || status >= 300);
    return makeErrorResult(
      operation,
      refused ? new Error(STATUS_CODES[status] ?? String(status)) : (error as Error),
    );
  }
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers;
}

/** One pool per process, whichever of Next's bundles (pages, route handlers) loads this module. */
const apiAgent = () =>
  processWide('api-agent', () => new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 }));
