import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bffRoutes, loggedInAccount } from './support/security-client';

/*
 * Deeply nested JSON (docs/security.md#json-bodies): the attack run's body, `[` 7,000 times then
 * `]` 7,000 times (14 KB), sent to every BFF route by a logged-in fan. Before the one reader with
 * its depth limit, the hold, the release and the block were never answered and most other routes
 * answered 500. Every route that reads a body must now refuse it with a 4xx and change nothing;
 * the client gives up on an answer after 10 s, so a route that hangs fails here.
 */

const DEEP = `${'['.repeat(7000)}${']'.repeat(7000)}`;
const TOO_DEEP = { error: 'The body is nested deeper than 32 levels.' };
const API_DIR = path.resolve(import.meta.dirname, '../src/app/api');

/** Whether a route's file reads a JSON body (through readJsonBody: read-json-body-routes.test.ts). */
const readsBody = (pattern: string) =>
  readFileSync(path.join(API_DIR, pattern.replace(/^\/api\//, ''), 'route.ts'), 'utf8').includes(
    'readJsonBody(',
  );

test('every BFF route refuses the attack run’s deeply nested body 4xx, and nothing changes', async () => {
  test.setTimeout(120_000);
  const { client, customerId, email } = await loggedInAccount();
  const before = JSON.parse((await client.send('GET', '/api/customer')).text) as unknown;
  const failures: string[] = [];
  const refusedDeep = new Set<string>();
  for (const { pattern, methods } of bffRoutes()) {
    // Logging out (and its fallback, which forgets the cookie) would end the sweep's session
    // before the other routes; neither reads a body.
    if (pattern.endsWith('/logout') || pattern === '/api/clear-connection') continue;
    for (const method of methods.filter((m) => m !== 'GET')) {
      // The fan's own id where a body is read for it; a made-up one elsewhere, so that a route
      // that reads no body (deleting the account) has nobody to act on.
      const own = pattern === '/api/customer/[id]' && method === 'PUT';
      const target = pattern.replace(/\[[^\]]+\]/g, own ? customerId : randomUUID());
      const answer = await client.send(method, target, { rawBody: DEEP }).catch((error: unknown) => {
        failures.push(`${method} ${target}: no answer (${String(error)})`);
        return undefined;
      });
      if (!answer) continue;
      if (answer.status >= 500) failures.push(`${method} ${target}: ${answer.status}`);
      else if (readsBody(pattern) && answer.status < 400)
        failures.push(`${method} ${target}: ${answer.status}, not refused`);
      if (answer.status === 400 && answer.text === JSON.stringify(TOO_DEEP))
        refusedDeep.add(`${method} ${pattern}`);
    }
  }
  expect(failures).toEqual([]);
  // These reach the reader; others refuse first (no staff session, an unknown id: still a 4xx).
  test.info().annotations.push({ type: 'refused as too deep', description: [...refusedDeep].join(', ') });
  expect([...refusedDeep]).toEqual(
    expect.arrayContaining([
      'POST /api/block',
      'POST /api/order/create-order-with-tickets',
      'POST /api/order/update-tickets-on-order',
      'POST /api/sign-up',
      'PUT /api/customer/[id]',
    ]),
  );
  // Still logged in, the account as it was.
  const after = await client.send('GET', '/api/customer');
  expect(after.status).toBe(200);
  expect(JSON.parse(after.text)).toEqual(before);
  expect(after.text).toContain(email);
});

test('the hold, the release and the block refuse it 400 before anything else reads it', async () => {
  const { client } = await loggedInAccount();
  for (const route of [
    '/api/order/create-order-with-tickets',
    '/api/order/update-tickets-on-order',
    '/api/block',
  ]) {
    const answer = await client.send('POST', route, { rawBody: DEEP });
    expect([route, answer.status, JSON.parse(answer.text)]).toEqual([route, 400, TOO_DEEP]);
  }
});

test('the live operations refuse deeply nested variables 400', async () => {
  const { client } = await loggedInAccount();
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'x' } }));
  const answer = await client.send(
    'GET',
    `/api/proxy/graphql?extensions=${extensions}&variables=${encodeURIComponent(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`)}`,
  );
  expect(answer.status).toBe(400);
  expect(answer.text).toContain('nested too deeply');
});
