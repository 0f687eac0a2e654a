import { z } from 'zod';
import { seasonError } from './season-errors';

/*
 * Arguments of the season operations as GraphQL gives them. Shapes only here; the edit module
 * (packages/catalogue/src/edit) parses the edits themselves with the catalogue files' zod pieces.
 */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

export const seasonSessionArgs = z.object({ session });
export const seasonFilterArgs = z.object({
  session,
  filter: z
    .object({
      state: z.enum(['DRAFT', 'ON_SALE', 'CLOSED', 'SOLD_OUT', 'PAST', 'ARCHIVED']).nullish(),
      competitionId: id.nullish(),
    })
    .nullish(),
});
export const seasonMatchArgs = z.object({ session, eventId: id });
/** The edit's own fields are checked by the edit module; here only the session is read. */
export const seasonEditArgs = z.looseObject({ session });

/** Parses arguments, or refuses with SEASON_BAD_INPUT naming each bad field. */
export function parseSeasonArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw seasonError(
    'SEASON_BAD_INPUT',
    `Invalid arguments: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`,
    { issues },
  );
}
