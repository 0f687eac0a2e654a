import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = ['../../packages/graphql/schema.graphql', '../../packages/graphql/schema/*.graphql'];
const config = { useTypeImports: true, enumsAsTypes: true };

/**
 * Typed documents from the API's schema, in two sets:
 * - `src/gql/`: every `graphql()` call of the server side (pages, route handlers), sent by the
 *   server with the storefront's secret, never by a browser;
 * - `src/gql/public/`: the operations a browser may run through `/api/proxy/graphql`, all in
 *   `src/features/live/` (public, live catalogue state). They are persisted documents: the browser
 *   sends a hash, the route runs the text it knows for it, and nothing else (ADR 0013).
 */
const codegen: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/features/live/**/*'],
      preset: 'client',
      config,
      presetConfig: { fragmentMasking: false },
    },
    './src/gql/public/': {
      documents: ['src/features/live/**/*.{ts,tsx}', '!src/features/live/**/*.test.ts'],
      preset: 'client',
      config,
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: {
          mode: 'embedHashInDocument',
          hashPropertyName: 'hash',
          hashAlgorithm: 'sha256',
        },
      },
    },
  },
};
export default codegen;
