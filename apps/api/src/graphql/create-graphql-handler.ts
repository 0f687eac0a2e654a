import type { IncomingMessage, ServerResponse } from 'node:http';
import { typeDefs } from '@stadio/graphql';
import type { Logger } from '@stadio/logger';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from './api-context';
import { resolvers } from './resolvers';
import { yogaLogger } from './yoga-logger';

/** What the HTTP layer hands to yoga for each request: the node objects plus the resolver context. */
export type GraphQLServerContext = ApiContext & { req: IncomingMessage; res: ServerResponse };

/** The GraphQL endpoint (graphql-yoga) serving schema.graphql at /graphql. */
export function createGraphQLHandler(logger: Logger): YogaServerInstance<GraphQLServerContext, object> {
  return createYoga<GraphQLServerContext>({
    schema: createSchema<GraphQLServerContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    logging: yogaLogger(logger),
    // Only the storefront's server calls this API, never a browser: no CORS, no GraphiQL page.
    cors: false,
    graphiql: false,
    landingPage: false,
    // Unexpected resolver errors reach clients as "Unexpected error."; details go to the log.
    maskedErrors: true,
  });
}
