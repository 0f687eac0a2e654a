/** Rows grouped by key, keeping their order within each group (Map.groupBy arrives with Node 21). */
export function groupBy<T, K, V = T>(
  rows: Iterable<T>,
  keyOf: (row: T) => K,
  valueOf: (row: T) => V = (row) => row as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}
