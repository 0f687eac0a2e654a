import type pg from 'pg';

/**
 * Opens `count` connections of `pool` and leaves them idle in it, 20 at a time: a loaded 2-core
 * server can take longer than the pool's connection timeout to start 200 backends at once. Races
 * and benchmarks call it right before they start, so they measure their work, not connecting.
 */
export async function openConnections(pool: pg.Pool, count: number): Promise<void> {
  const open: pg.PoolClient[] = [];
  try {
    while (open.length < count) {
      const batch = Math.min(20, count - open.length);
      open.push(...(await Promise.all(Array.from({ length: batch }, () => pool.connect()))));
    }
  } finally {
    for (const client of open) client.release();
  }
}
