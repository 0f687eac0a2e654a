import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, getFreePort, type TestDatabase } from '@stadio/db/testing';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Backends connected to `database` (the API's pool keeps DB_POOL_MAX of them open). */
async function backends(database: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Whether a TCP connection to the port is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Graceful shutdown of an API instance (ADR 0023): what a load balancer or `npm start` relies on
// when it stops one instance of several.
describe('the API process on SIGTERM', () => {
  let child: ChildProcess | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, 'SIGKILL');
    await database?.drop();
  });

  it('stops taking connections, answers the request in flight, closes its pool and exits 0', async () => {
    database = await createTestDatabase();
    const port = await getFreePort();
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        STOREFRONT_SECRET: 'a-storefront-secret-of-32-characters!',
        // The demo club on Stripe needs its keys' variables set (docs/adr/0048).
        HARBOUR_STRIPE_SECRET_KEY: 'sk_test_harbour_for_this_test',
        HARBOUR_STRIPE_WEBHOOK_SECRET: 'whsec_harbour_for_this_test',
        LOG_LEVEL: 'silent',
        DB_POOL_MAX: '3',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.status, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(200);
    await expect.poll(() => backends(database as TestDatabase), { timeout: 10_000 }).toBe(3);

    // A request in flight: its headers are not finished when the signal comes.
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /health HTTP/1.1\r\nHost: api.test\r\n');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    // Give the server the bytes before the signal, so the request is under way when it comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');

    await expect.poll(() => accepts(port), { timeout: 10_000, interval: 100 }).toBe(false);
    expect(child.exitCode).toBeNull();
    socket.write('Connection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*"database":true/);

    expect(await exited).toEqual([0, null]);
    expect(await backends(database)).toBe(0);
  });
});
