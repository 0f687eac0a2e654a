import type { FieldChange, TableChanges } from './catalogue-plan';
import type { CatalogueTableSpec } from './catalogue-tables';
import { keyOf, readableKey, sameValue, type FullRow } from './row-values';

/**
 * The differences between one table's rows in the database (`current`, as read) and in the
 * catalogue (`desired`, complete rows): in memory, from one read, so an unchanged stadium costs
 * its read and a comparison, never a query per row. Rows keep their input order. Written as plain
 * loops allocating only for differences: it runs over every seat of the venue on each apply.
 */
export function diffRows(
  spec: CatalogueTableSpec,
  current: readonly FullRow[],
  desired: readonly FullRow[],
): TableChanges<FullRow> {
  const byKey = new Map<string, FullRow>();
  for (const row of current) byKey.set(keyOf(spec, row), row);
  const changes: TableChanges<FullRow> = { added: [], changed: [], removed: [] };
  const compared = spec.columns.filter((c) => !spec.key.includes(c.property));
  for (const after of desired) {
    const key = keyOf(spec, after);
    const before = byKey.get(key);
    if (!before) {
      changes.added.push(after);
      continue;
    }
    byKey.delete(key);
    let fields: FieldChange[] | undefined;
    for (const c of compared) {
      const was = before[c.property];
      const is = after[c.property];
      if (!sameValue(c.kind, was, is)) (fields ??= []).push({ field: c.property, before: was, after: is });
    }
    if (fields) changes.changed.push({ key: readableKey(key), before, after, fields });
  }
  // What is left was not in the catalogue, in the order it was read.
  for (const row of byKey.values()) changes.removed.push(row);
  return changes;
}
