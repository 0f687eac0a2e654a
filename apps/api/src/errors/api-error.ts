import type { ErrorCode } from '@stadio/graphql/enums';
import { createGraphQLError } from 'graphql-yoga';

/**
 * The API's one way to refuse a request: a GraphQL error whose `extensions.code` is one of the
 * `…ErrorCode` enums of schema.graphql (the storefront reads the same generated lists, ADR 0020),
 * with the details the caller acts on. Made with yoga's helper so masked errors let it through
 * (see catalogue/parse-args for why a plain GraphQLError would not do).
 */
export function apiError(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, ...details } });
}
