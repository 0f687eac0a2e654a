import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column read and written as an ISO string. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
