import { z } from 'zod';
import { textSchema } from './blank';
import { titleCase } from './title-case';

const MAX_NAME_LENGTH = 60;
// Letters of any script with the marks, spaces, hyphens, apostrophes and dots real names use.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** A first or last name: trimmed, letters with separators, title-cased. */
export const personNameSchema = textSchema(MAX_NAME_LENGTH)
  .pipe(z.string().regex(NAME_PATTERN, 'invalid'))
  .transform(titleCase);
