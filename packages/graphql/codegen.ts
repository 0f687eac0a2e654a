import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the API, and the enum lists (error codes…) both apps import. The output is
// gitignored and rebuilt by the turbo "codegen" task, which typecheck/lint/test depend on.
const config: CodegenConfig = {
  schema: ['schema.graphql', 'schema/*.graphql'],
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
    // The error codes (and the enums named here) as const lists for both apps, with no import at
    // run time, so a page can check a code without zod or graphql (ADR 0020).
    'src/generated/enums.ts': {
      plugins: [{ './enum-lists-plugin.cjs': { enums: ['AncillaryType', 'PaymentType'] } }],
    },
  },
};

export default config;
