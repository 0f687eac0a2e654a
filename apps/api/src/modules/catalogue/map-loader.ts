import DataLoader from 'dataloader';

/**
 * A request-scoped DataLoader over a batch query that answers a Map: keys asked in the same tick
 * share one query, repeated keys are served from memory, and keys the Map lacks get `missing`.
 */
export function mapLoader<V>(
  load: (ids: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  missing: V,
): DataLoader<string, V> {
  return new DataLoader<string, V>(async (ids) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? missing);
  });
}

/** Values of many keys by key, failing like `load` does (DataLoader's loadMany returns errors as values). */
export async function loadMap<V>(
  loader: DataLoader<string, V>,
  ids: Iterable<string>,
): Promise<Map<string, V>> {
  const unique = [...new Set(ids)];
  const values = await Promise.all(unique.map((id) => loader.load(id)));
  return new Map(unique.map((id, i) => [id, values[i] as V]));
}
