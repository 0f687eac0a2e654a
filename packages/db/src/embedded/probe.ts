import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** What answered at a PostgreSQL URL. */
export type ProbeResult =
  | { state: 'accepting' }
  | { state: 'refused' }
  /** A postmaster is there but still recovering or shutting down ("cannot connect now"). */
  | { state: 'starting' }
  /** Something else answered: another server with other credentials, or not PostgreSQL at all. */
  | { state: 'other'; error: Error };

/** Tries one connection and `select 1`. */
export async function probe(url: string, timeoutMs = 2_000): Promise<ProbeResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection dropped after connect emits 'error'; without a listener that would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return { state: 'accepting' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNREFUSED') return { state: 'refused' };
    if (code === '57P03') return { state: 'starting' };
    return { state: 'other', error: error as Error };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Polls until the server accepts connections; false if it did not within `timeoutMs`. */
export async function waitUntilAccepting(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await probe(url)).state === 'accepting') return true;
    if (Date.now() >= deadline) return false;
    await sleep(200);
  }
}

/** Polls until nothing listens at the URL any more (the server finished shutting down). */
export async function waitUntilRefused(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await probe(url, 500)).state === 'refused') return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}
