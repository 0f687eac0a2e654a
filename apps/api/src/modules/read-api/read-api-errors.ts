import { READ_API_ERROR_CODES, type ReadApiErrorCode } from '@stadio/graphql/enums';

/*
 * The read API's refusals (docs/integrations.md#read-api): the codes are the schema's enum
 * ReadApiErrorCode, the one list the storefront's forwarding route reads too; each has one status.
 */

export { READ_API_ERROR_CODES, type ReadApiErrorCode };

export const READ_API_STATUS = {
  UNAUTHENTICATED: 401,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const satisfies Record<ReadApiErrorCode, number>;

/** A refusal to answer: its code, a sentence for the developer, and headers (Retry-After, Allow…). */
export class ReadApiRefusal extends Error {
  constructor(
    readonly code: ReadApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return READ_API_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new ReadApiRefusal('BAD_REQUEST', message);
export const notFound = (message = 'No such path in the API (see /api/v1/openapi.json).') =>
  new ReadApiRefusal('NOT_FOUND', message);
