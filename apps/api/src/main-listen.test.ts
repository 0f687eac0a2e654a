import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '@stadio/db/testing';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Whether a TCP connection to `host`:`port` is accepted now. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An address of this machine other than loopback, if it has one. */
const outsideAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

// Only the storefront and the payment provider call the API (docs/security.md#what-listens-where).
describe('the API process', () => {
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });

  it('listens on the loopback address only, unless API_HOST says otherwise', async () => {
    const port = await getFreePort();
    const { API_HOST: _ignored, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...env,
        PORT: String(port),
        STOREFRONT_SECRET: 'a-storefront-secret-of-32-characters!',
        // The demo club on Stripe needs its keys' variables set (docs/adr/0048).
        HARBOUR_STRIPE_SECRET_KEY: 'sk_test_harbour_for_this_test',
        HARBOUR_STRIPE_WEBHOOK_SECRET: 'whsec_harbour_for_this_test',
        LOG_LEVEL: 'info',
        DB_POOL_MAX: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output.includes('API listening'), { timeout: 30_000, interval: 200 }).toBe(true);
    const line = output.split('\n').find((text) => text.includes('API listening')) ?? '{}';
    expect(JSON.parse(line)).toMatchObject({ address: '127.0.0.1', port });
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await accepts(outside, port)).toBe(false);
  });
});
