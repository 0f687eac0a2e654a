import { z } from 'zod';
import { badRequest } from './read-api-errors';

/*
 * The pages' cursor (docs/integrations.md#read-api): the sort key and id of the last row of the
 * page, as base64url JSON. Opaque to callers: only what this API wrote reads back. The sort key
 * is PostgreSQL's own text of the instant, to the microsecond, so rows that share a millisecond
 * are neither skipped nor repeated (a JavaScript Date would round them to one).
 */

/** Where a page starts: after this sort key and id. */
export interface Cursor {
  key: string;
  id: string;
}

const cursorShape = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().regex(/^[\w-]{1,100}$/),
]);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor of a `cursor` parameter; 400 BAD_REQUEST for anything this API did not write. */
export function decodeCursor(text: string): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: is not a cursor of this API (pass next_cursor as it came)');
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success) throw badRequest('cursor: is not a cursor of this API (pass next_cursor as it came)');
  return { key: parsed.data[0], id: parsed.data[1] };
}
