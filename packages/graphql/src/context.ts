/**
 * What every resolver can rely on, whatever app serves the schema. Apps extend it (the API adds
 * the tenant, the database and a logger) and pass their type to `Resolvers<TheirContext>`.
 */
export interface GraphQLContext {
  /** Correlates the resolver's log lines with the HTTP request. */
  requestId: string;
}
