/** Whether a database error (or the pg error drizzle wraps in `cause`) broke the unique index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
