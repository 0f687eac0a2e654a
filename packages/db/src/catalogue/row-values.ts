import type { CatalogueColumn, CatalogueTableSpec, ColumnKind } from './catalogue-tables';

/** A catalogue row with every column of its table set (omitted ones at their default). */
export type FullRow = Record<string, unknown>;

const KEY_SEPARATOR = '\u001f';

/** The row's primary key (without the club) as one string, for maps. */
export function keyOf(spec: CatalogueTableSpec, row: FullRow): string {
  // Most tables have a one-column key: no array per row (30,000 seats are keyed twice a plan).
  if (spec.key.length === 1) return String(row[spec.key[0] as string]);
  return spec.key.map((property) => String(row[property])).join(KEY_SEPARATOR);
}

/** A key of {@link keyOf} as people read it: `m05/web`. */
export const readableKey = (key: string) => key.split(KEY_SEPARATOR).join('/');

/** JSON with object keys sorted, as `jsonb` compares (it stores keys in its own order). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const instantMs = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

/**
 * Whether two values of a column are the same once stored. A `real` keeps 24 bits, so 12.3 from a
 * file and the 12.3 read back compare through `Math.fround`; instants compare to the millisecond
 * whatever their text; `jsonb` whatever its key order; uuids whatever their case.
 */
export function sameValue(kind: ColumnKind, a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined)
    return (a ?? null) === null && (b ?? null) === null;
  switch (kind) {
    case 'real':
      return Math.fround(Number(a)) === Math.fround(Number(b));
    case 'instant':
    case 'date':
      return instantMs(a) === instantMs(b);
    case 'jsonb':
    case 'text[]':
      return canonicalJson(a) === canonicalJson(b);
    case 'uuid[]':
      return (
        canonicalJson((a as string[]).map((u) => u.toLowerCase())) ===
        canonicalJson((b as string[]).map((u) => u.toLowerCase()))
      );
    default:
      return a === b;
  }
}

/** A value as read from the database, in the form a catalogue row holds it. */
export function fromDatabase(column: CatalogueColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // drizzle hands `timestamptz` strings over in the server's format ("2026-08-14 18:45:00+00").
  if (column.kind === 'instant') return new Date(String(value)).toISOString();
  return value;
}

/**
 * `row` with every column set: omitted properties take the column's default (what an insert would
 * store), unknown properties (`tenantId`, say) are ignored. Returns the problems of a row that
 * misses a required column instead of the row.
 */
export function completeRow(spec: CatalogueTableSpec, row: object): FullRow | string[] {
  const given = row as Record<string, unknown>;
  // A row that already sets every column (an export read back, say) is used as it is: an
  // unchanged 30,000-seat catalogue then allocates nothing here.
  let complete = true;
  for (const column of spec.columns) {
    const value = given[column.property];
    if (value === undefined || (value === null && column.notNull)) {
      complete = false;
      break;
    }
  }
  if (complete) return given;
  const full: FullRow = {};
  let missing: string[] | undefined;
  for (const column of spec.columns) {
    const value = given[column.property];
    if (value === undefined || (value === null && column.notNull)) {
      if (column.omitted === undefined) (missing ??= []).push(column.property);
      else full[column.property] = column.omitted;
    } else full[column.property] = value;
  }
  return missing ?? full;
}

/** The value as it is sent in an `unnest` array parameter of the column's type. */
export function toParameter(column: CatalogueColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'instant':
    case 'date':
      return new Date(instantMs(value)).toISOString();
    // Arrays of arrays cannot go through `unnest`: each list travels as JSON text (write-rows.ts).
    case 'jsonb':
    case 'text[]':
    case 'uuid[]':
      return JSON.stringify(value);
    default:
      return value;
  }
}
