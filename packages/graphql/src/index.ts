import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type { GraphQLContext } from './context';

/** Absolute path of schema.graphql, resolved from this file so it works from any working directory. */
export const schemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/**
 * The back office's sections (`schema/*.graphql`, one file per area: `extend type Query` and
 * `extend type Mutation`), read after schema.graphql in name order (ADR 0046).
 */
export const schemaDir = fileURLToPath(new URL('../schema', import.meta.url));

/** Every file of the schema, schema.graphql first: what codegen reads too. */
export const schemaFiles: readonly string[] = [
  schemaPath,
  ...readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => join(schemaDir, name)),
];

/** The schema SDL, for graphql-yoga's `createSchema({ typeDefs })`. */
export const typeDefs: string = schemaFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
