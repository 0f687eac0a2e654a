import type { TableChanges } from './catalogue-plan';
import type { CatalogueTableSpec } from './catalogue-tables';
import { keyOf, readableKey, sameValue, type FullRow } from './row-values';

/**
 * The differences between one table's rows in the database (`current`, as read) and in the
 * catalogue (`desired`, complete rows): in memory, from one read, so an unchanged stadium costs
 * its read and a comparison, never a query per row. Rows keep their input order.
 */
export function diffRows(
  spec: CatalogueTableSpec,
  current: readonly FullRow[],
  desired: readonly FullRow[],
): TableChanges<FullRow> {
  const byKey = new Map<string, FullRow>();
  for (const row of current) byKey.set(keyOf(spec, row), row);
  const changes: TableChanges<FullRow> = { added: [], changed: [], removed: [] };
  const seen = new Set<string>();
  const compared = spec.columns.filter((c) => !spec.key.includes(c.property));
  for (const after of desired) {
    const key = keyOf(spec, after);
    seen.add(key);
    const before = byKey.get(key);
    if (!before) {
      changes.added.push(after);
      continue;
    }
    const fields = compared
      .filter((c) => !sameValue(c.kind, before[c.property], after[c.property]))
      .map((c) => ({ field: c.property, before: before[c.property], after: after[c.property] }));
    if (fields.length > 0) changes.changed.push({ key: readableKey(key), before, after, fields });
  }
  for (const row of current) if (!seen.has(keyOf(spec, row))) changes.removed.push(row);
  return changes;
}
