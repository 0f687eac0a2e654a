import type { IncomingMessage, ServerResponse } from 'node:http';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { typeDefs } from '@stadio/graphql';
import type { Logger } from '@stadio/logger';
import { isDatabaseUnavailable } from '@stadio/db';
import { createSchema, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { busy } from '../modules/orders/order-errors';
import type { ApiContext } from './api-context';
import { requestGuards } from './request-guards';
import { resolvers } from './resolvers';
import { yogaLogger } from './yoga-logger';

/** What the HTTP layer hands to yoga for each request: the node objects plus the resolver context. */
export type GraphQLServerContext = ApiContext & { req: IncomingMessage; res: ServerResponse };

/** Settings of {@link createGraphQLHandler}. */
export interface GraphQLHandlerOptions {
  /** What a BUSY answer tells the caller to wait before trying again (default 1 s, ADR 0015). */
  busyRetryAfterSeconds?: number;
  /** Whether `__schema`/`__type` are answered (default no: development only, docs/security.md). */
  introspection?: boolean;
}

/** The GraphQL endpoint (graphql-yoga) serving schema.graphql at /graphql. */
export function createGraphQLHandler(
  logger: Logger,
  options: GraphQLHandlerOptions = {},
): YogaServerInstance<GraphQLServerContext, object> {
  const retryAfterSeconds = options.busyRetryAfterSeconds ?? 1;
  return createYoga<GraphQLServerContext>({
    schema: createSchema<GraphQLServerContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    logging: yogaLogger(logger),
    // Only the storefront's server calls this API, never a browser: no CORS, no GraphiQL page.
    cors: false,
    graphiql: false,
    landingPage: false,
    // The server refuses a body of unknown length or over its limit before yoga reads it
    // (graphql-body-limit.ts), so yoga's own streaming count is not needed.
    maxRequestBodySize: false,
    plugins: [
      ...requestGuards({ introspection: options.introspection ?? false }),
      // Each operation compiled once into plain functions (graphql-jit): a block's ~600 seats of a
      // dozen fields each cost graphql-js's field-by-field execution more than their database read.
      useGraphQlJit(),
    ],
    // Unexpected resolver errors reach clients as "Unexpected error."; details go to the log.
    // A saturated database pool, or a database restarting under a request, is not unexpected: it
    // is answered BUSY with a retry hint (ADR 0015, 0023).
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error) ? busy(retryAfterSeconds) : maskError(error, message, isDev),
    },
  });
}
