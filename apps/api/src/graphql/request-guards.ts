import { costLimitPlugin, costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Shape limits of a GraphQL operation (docs/security.md): the storefront's own operations stay well
 * inside them (depth 6 and cost 400 at most today; request-guards.test.ts checks every one), a
 * crafted one that would make the API resolve thousands of nodes is refused before it runs (the
 * schema reaches depth 9: packs, their events, arena, stands, blocks, seats, categories).
 */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxCost: 1_500 } as const;

const armorOptions = { exposeLimits: false, propagateOnRejection: true } as const;

/** The validation rules behind {@link requestGuards}, for tests that check documents directly. */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ ...armorOptions, n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
    maxAliasesRule({ ...armorOptions, n: QUERY_LIMITS.maxAliases }),
    costLimitRule({ ...armorOptions, maxCost: QUERY_LIMITS.maxCost, flattenFragments: true }),
  ] as ValidationRule[];
}

/** Whether any string of a JSON value (keys included) holds the NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  return false;
}

/**
 * PostgreSQL's text cannot hold U+0000, so a NUL anywhere in an operation or its variables would
 * fail deep inside a resolver; refused up front as bad input instead.
 */
const refuseNul: Plugin = {
  onParams({ params }) {
    if (holdsNul(params.query) || holdsNul(params.variables) || holdsNul(params.operationName))
      throw createGraphQLError('Text may not contain the NUL character', {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
  },
};

/**
 * Introspection answers the whole schema to whoever asks; production keeps it to itself. Written
 * here rather than graphql's NoSchemaIntrospectionCustomRule, which checks types with instanceof
 * and so fails when the rule and yoga load different copies of graphql (ESM and CommonJS).
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type')
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed, but the query contained ${name}`, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
  },
});

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule);
  },
};

/** The plugins every GraphQL request passes: NUL refusal, shape limits, and introspection only when allowed. */
export function requestGuards(options: { introspection: boolean }): Plugin[] {
  return [
    refuseNul,
    maxDepthPlugin({ ...armorOptions, n: QUERY_LIMITS.maxDepth, flattenFragments: true }) as Plugin,
    maxAliasesPlugin({ ...armorOptions, n: QUERY_LIMITS.maxAliases }) as Plugin,
    costLimitPlugin({ ...armorOptions, maxCost: QUERY_LIMITS.maxCost, flattenFragments: true }) as Plugin,
    ...(options.introspection ? [] : [noIntrospection]),
  ];
}
