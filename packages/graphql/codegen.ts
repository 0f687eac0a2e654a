import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the API. The output is gitignored and rebuilt by the turbo "codegen" task,
// which typecheck/lint/test depend on.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        // The default context of `Resolvers`; the API passes its richer context as the type argument.
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        strictScalars: true,
      },
    },
  },
};

export default config;
