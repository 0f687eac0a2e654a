import type { ApiContext } from '../graphql/api-context';
import type { createGraphQLHandler, GraphQLServerContext } from '../graphql/create-graphql-handler';

/** A GraphQL answer as yoga sends it, error extensions included (code, fields, seatIds…). */
export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; [detail: string]: unknown } }>;
}

/** The resolver context a testbed builds; the identity settings only matter to identity tests. */
type TestContext = Omit<ApiContext, 'identity' | 'req' | 'res'> & Partial<Pick<ApiContext, 'identity'>>;

/**
 * Runs one operation through the real GraphQL handler with a ready context, as the HTTP server
 * would after authenticating the storefront, without a socket.
 */
export async function callGraphQL<T>(
  yoga: ReturnType<typeof createGraphQLHandler>,
  context: TestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await yoga.fetch(
    'http://api.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    },
    // Resolvers never read the node request and response; only the HTTP layer has them.
    context as unknown as GraphQLServerContext,
  );
  return (await response.json()) as GraphQLAnswer<T>;
}

/** The data of an answer that must have succeeded; a failed one stops the test with its errors. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors?.length || !answer.data)
    throw new Error(`operation failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
