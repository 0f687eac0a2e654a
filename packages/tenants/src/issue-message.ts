import type { z } from 'zod';

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value}"`;
  if (typeof value === 'object') return 'a group of settings';
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

const typeNames: Record<string, string> = {
  string: 'a text in double quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list in square brackets [ ]',
  object: 'a group of settings in curly braces { }',
};

/**
 * Plain-language wording for zod's built-in errors, so the people who edit tenant files
 * (club staff, not developers) read "is missing" instead of "expected string, received undefined".
 * Messages written on the schema itself take precedence over these.
 */
export const friendlyIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing; add it';
      return `must be ${typeNames[issue.expected] ?? issue.expected}, not ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, not ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `has unknown setting${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${String(issue.minimum)} item(s)`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `must be at least ${String(issue.minimum)} characters long`;
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `must list at most ${String(issue.maximum)} item(s)`;
      if (issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters long`;
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_union':
      return 'has a value that is not allowed here';
    default:
      return undefined;
  }
};
