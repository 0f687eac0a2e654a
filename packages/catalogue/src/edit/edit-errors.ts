import type { z } from 'zod';

/** One refused part of an edit's input: where, and a sentence a club's staff can act on. */
export interface EditIssue {
  path: string;
  message: string;
}

/** The input of an edit is not valid (shape, bounds, a key the club does not have): nothing changed. */
export class EditInvalidError extends Error {
  readonly code = 'EDIT_INVALID' as const;
  constructor(readonly issues: EditIssue[]) {
    super(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '));
    this.name = 'EditInvalidError';
  }
}

/** The match or pack of an edit is not one of the club's: nothing changed. */
export class EditNotFoundError extends Error {
  readonly code = 'EDIT_NOT_FOUND' as const;
  constructor(
    readonly kind: 'event' | 'pack',
    readonly id: string,
  ) {
    super(`No ${kind === 'event' ? 'match' : 'pack'} "${id}" at this club`);
    this.name = 'EditNotFoundError';
  }
}

/** Parses an edit's input, or throws EditInvalidError with zod's issues as paths and sentences. */
export function parseEdit<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new EditInvalidError(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

export const invalid = (path: string, message: string) => new EditInvalidError([{ path, message }]);
