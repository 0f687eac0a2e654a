import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for every `graphql()` call in the storefront, from the API's schema. */
const config: CodegenConfig = {
  schema: '../../packages/graphql/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
