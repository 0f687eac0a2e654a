/**
 * A value per connection pool, made on first use and kept for the life of the pool: what a process
 * keeps in memory about a database (caches, ADR 0012), so two databases (tests run several) never share it.
 */
export function perPool<T>(create: () => T): (pool: object) => T {
  const values = new WeakMap<object, T>();
  return (pool) => {
    let value = values.get(pool);
    if (value === undefined) {
      value = create();
      values.set(pool, value);
    }
    return value;
  };
}
