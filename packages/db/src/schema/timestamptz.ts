import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The two ways a table reads a `timestamp with time zone` column, kept here so no schema file
 * writes its own. Both store the same SQL type; they differ only in what drizzle hands back.
 */

/** Read and written as an ISO string (catalogue and sale facts sent on as they are). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Read and written as a `Date` (times the API computes with: holds, payments, tokens). */
export const timestamptzDate = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
