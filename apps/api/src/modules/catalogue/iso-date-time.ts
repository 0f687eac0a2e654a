/**
 * A timestamptz as PostgreSQL prints it ("2030-06-01 12:00:00+00") in ISO 8601 with an offset,
 * the format the schema promises ("2030-06-01T12:00:00.000Z").
 */
export function toIsoDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`not a timestamp: ${value}`);
  return date.toISOString();
}

/** The same for a nullable column. */
export function toIsoDateTimeOrNull(value: string | null): string | null {
  return value === null ? null : toIsoDateTime(value);
}
