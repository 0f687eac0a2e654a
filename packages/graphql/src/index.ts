import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type { GraphQLContext } from './context';

/** Absolute path of schema.graphql, resolved from this file so it works from any working directory. */
export const schemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** The schema SDL, for graphql-yoga's `createSchema({ typeDefs })`. */
export const typeDefs: string = readFileSync(schemaPath, 'utf8');
