import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from './api-context';

/**
 * Combines the resolver maps of the domain modules. Two modules resolving the same field is a
 * mistake that would otherwise be settled silently by import order, so it throws at start-up.
 */
export function mergeResolvers(modules: Resolvers<ApiContext>[]): Resolvers<ApiContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers<ApiContext>;
}
