import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typeDefs } from '@stadio/graphql';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_STOREFRONT_SECRET, type TestApi } from '../test-support/start-test-api';
import { limitRules, QUERY_LIMITS } from './request-guards';

// The CommonJS graphql that graphql-armor's rules load too (vitest would hand this file the ESM one).
const { buildSchema, parse, print, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const GQL_DIR = path.resolve(import.meta.dirname, '../../../storefront/src/gql');

/** Every operation the storefront sends, as codegen printed them (fragments included). */
function storefrontDocuments(): Array<{ name: string; document: GraphQL.DocumentNode }> {
  return ['graphql.ts', 'public/graphql.ts'].flatMap((file) =>
    [
      ...readFileSync(path.join(GQL_DIR, file), 'utf8').matchAll(
        /export const (\w+)Document = (\{.*\}) as unknown/g,
      ),
    ]
      .map(([, name, json]) => ({
        name: name as string,
        document: JSON.parse(json as string) as GraphQL.DocumentNode,
      }))
      .filter(({ document }) => document.definitions.some((d) => d.kind === 'OperationDefinition')),
  );
}

describe('GraphQL request guards', () => {
  it('let every operation of the storefront through', () => {
    const schema = buildSchema(typeDefs);
    const documents = storefrontDocuments();
    expect(documents.length).toBeGreaterThan(20);
    for (const { name, document } of documents) {
      const errors = validate(schema, parse(print(document)), limitRules());
      expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
    }
  });

  describe('over HTTP', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(async () => {
      await api.close();
    });
    const post = async (body: unknown) => {
      const response = await fetch(`${api.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          'x-storefront-secret': TEST_STOREFRONT_SECRET,
          'x-tenant-slug': 'riviera',
        },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as {
        data?: unknown;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
      return { status: response.status, ...json };
    };

    it('refuses a NUL in variables or the operation as bad input, before any resolver', async () => {
      const answer = await post({
        query: 'mutation ($e: String!) { requestPasswordReset(email: $e) }',
        variables: { e: 'a\u0000b@example.com' },
      });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.data ?? null).toBeNull();
    });

    it('refuses operations too deep, with too many aliases or too costly, and introspection', async () => {
      const deep =
        '{ campaignPacks { breakdowns { event { arena { stands { blocks { seats { category { id } } } } } } } } }';
      const aliases = `query { ${Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: tenant { slug }`).join(' ')} }`;
      const event = `events { id name description startDatetime status minPrice availability
        arena { id name width height capacity stands { id name blocks { id name contour capacity availability
          seats { id row column rowName seatNumber x y price productIds category { id name colour description } } } }
          categories { id name colour } products { id name description } }
        homeTeam { id displayName logoUrl } opponent { id displayName } competition { id name } }`;
      // As many aliases as allowed, each of a whole match with its seats: ~4,000 by graphql-armor's count.
      const costly = `query { ${Array.from({ length: QUERY_LIMITS.maxAliases }, (_, i) => `e${i}: ${event}`).join(' ')} }`;
      for (const query of [deep, aliases, costly, '{ __schema { types { name } } }']) {
        const answer = await post({ query });
        expect(answer.errors?.length, query).toBeGreaterThan(0);
        expect(answer.data ?? null, query).toBeNull();
      }
      expect((await post({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
    });
  });
});
