import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/hosts';
import { bffRoutes, Client, loggedInAccount, PASSWORD, type Answer } from './support/security-client';

/*
 * The security sweep (`npm run test:security`, also part of `npm test`; docs/security.md): what an
 * attack run tried, replayed against the test stack over plain HTTP. The stack trusts 127.0.0.1 as
 * a proxy (TRUSTED_PROXIES in playwright.config.ts), so this file can stand for many clients
 * without throttling the other browser tests, which all come from 127.0.0.1.
 */

const HOST = `riviera.localhost:${E2E_PORT}`;
const ORIGIN = `http://${HOST}`;
const NEW_PASSWORD = 'Lantern-Quay-Harbour-61';
/** Every field name a BFF body might read, each holding a NUL. */
const NUL = 'A\u0000B';
const NUL_BODY = Object.fromEntries(
  [
    'name',
    'email',
    'password',
    'currentPassword',
    'token',
    'customerId',
    'orderId',
    'message',
    'code',
    'id',
  ].map((field) => [field, NUL]),
);

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('security headers on a page, a JSON route and a file download; no internal path leaks', async () => {
  const client = new Client();
  const answers = {
    catalogue: await client.send('GET', '/?lng=en'),
    login: await client.send('GET', '/login?lng=en'),
    json: await client.send('GET', '/api/config'),
    file: await client.send('GET', '/tenant-assets/riviera/docs/gtc.pdf'),
  };
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.status, name).toBe(200);
    expect(answer.headers, name).toMatchObject(SECURITY_HEADERS);
    expect(String(answer.headers['permissions-policy']), name).toContain('camera=()');
    expect(answer.headers['x-middleware-rewrite'], name).toBeUndefined();
    // Plain HTTP here: HSTS only travels over HTTPS.
    expect(answer.headers['strict-transport-security'], name).toBeUndefined();
  }
  for (const name of ['catalogue', 'login', 'json'] as const)
    expect(String(answers[name].headers['content-security-policy']), name).toContain(
      "frame-ancestors 'none'",
    );
  // A page rendered per request: a fresh nonce each time, on its scripts.
  const nonceOf = (answer: Answer) =>
    /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  const nonce = nonceOf(answers.login);
  expect(nonce).toBeTruthy();
  expect(answers.login.text).toContain(`nonce="${nonce}"`);
  expect(nonceOf(await client.send('GET', '/login?lng=en'))).not.toBe(nonce);
});

test('a forged X-Forwarded-For does not escape the limits of an address', async () => {
  test.setTimeout(120_000);
  // Behind a trusted proxy (127.0.0.1 here), only the hop it appended counts: whatever the client
  // wrote before it changes nothing. Sign-ups are limited to 20 an hour per address; these use a
  // common password, which the API refuses after counting the attempt and before any hashing.
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const signUp = (forwardedFor: string) =>
    new Client(forwardedFor).send('POST', '/api/sign-up', {
      body: {
        customer: {
          email: `forged-${randomUUID().slice(0, 8)}@example.com`,
          password: 'Password123!',
          firstName: 'Sam',
          lastName: 'Forge',
          phoneNumber: '0601020304',
        },
      },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) statuses.push((await signUp(`${10 + i}.${i}.0.1, ${address}`)).status);
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
  expect(statuses[20]).toBe(429);
  // Another address is not held back.
  expect((await signUp('192.0.2.78')).status).toBe(400);
});

test('every BFF route answers NUL characters and malformed escapes with 4xx, never 5xx', async () => {
  test.setTimeout(90_000);
  const { client } = await loggedInAccount();
  const failures: string[] = [];
  for (const { pattern, methods } of bffRoutes()) {
    const hasParam = pattern.includes('[');
    const paths = hasParam
      ? ['%ZZ', 'a%00b', '%E0%A4%A'].map((bad) => pattern.replace(/\[[^\]]+\]/g, bad))
      : [`${pattern}?orderId=A%00B&id=%00`];
    for (const method of methods) {
      // Logging out here would end the sweep's session before the other routes.
      if (pattern.endsWith('/logout')) continue;
      for (const target of paths) {
        const answer = await client.send(method, target, method === 'GET' ? {} : { body: NUL_BODY });
        if (answer.status >= 500) failures.push(`${method} ${target}: ${answer.status}`);
      }
      if (!hasParam && method !== 'GET') {
        const answer = await client.send(method, pattern, { body: NUL_BODY });
        if (answer.status >= 500) failures.push(`${method} ${pattern} (NUL body): ${answer.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
  // The pages too.
  for (const page of ['/event/%ZZ', '/event/a%00b', '/summary?orderId=%00'])
    expect((await client.send('GET', page)).status, page).toBe(404);
});

test('writes from a foreign origin are refused on every BFF route', async () => {
  test.setTimeout(120_000);
  const { client } = await loggedInAccount();
  const refusedWith = async (headers: Record<string, string>) => {
    const statuses = new Set<number>();
    for (const { pattern, methods } of bffRoutes())
      for (const method of methods.filter((m) => m !== 'GET'))
        statuses.add(
          (await client.send(method, pattern.replace(/\[[^\]]+\]/g, randomUUID()), { body: {}, headers }))
            .status,
        );
    return [...statuses];
  };
  expect(await refusedWith({ origin: 'https://evil.example' })).toEqual([403]);
  expect(
    await refusedWith({ origin: `http://neva.localhost:${E2E_PORT}`, 'sec-fetch-site': 'same-site' }),
  ).toEqual([403]);
  // Still logged in: nothing of the above went through.
  expect((await client.send('GET', '/api/customer')).status).toBe(200);
  // An address alone never starts a payment.
  const checkout = await client.send('GET', `/checkout?orderId=ord_${randomUUID()}&numberOfInstallments=1`);
  expect(checkout.status).toBe(200);
});

test('a copied session cookie stops working after a password change and after logout', async () => {
  test.setTimeout(120_000);
  const { client, customerId } = await loggedInAccount();
  const stolen = client.copy();
  expect((await stolen.send('GET', '/api/customer')).status).toBe(200);

  const changed = await client.send('PUT', `/api/customer/${customerId}`, {
    body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(changed.status, changed.text).toBe(200);
  expect((await stolen.send('GET', '/api/customer')).status).toBe(401);
  // Nor can it hold seats: holds are answered before Next (ADR 0037), with the same check.
  const hold = { ticketType: 'event', event: { id: 'm05' }, tickets: [] };
  expect(
    (
      await stolen.send('POST', '/api/order/create-order-with-tickets', {
        body: hold,
        headers: { origin: ORIGIN },
      })
    ).status,
  ).toBe(401);
  // The browser that changed it stays logged in.
  expect((await client.send('GET', '/api/customer')).status).toBe(200);

  const copied = client.copy();
  expect((await copied.send('GET', '/api/customer')).status).toBe(200);
  expect(
    (await client.send('POST', '/api/proxy/website-keycloak/logout', { headers: { origin: ORIGIN } })).status,
  ).toBe(200);
  expect((await copied.send('GET', '/api/customer')).status).toBe(401);
  expect((await client.send('GET', '/api/customer')).status).toBe(401);
});

test('browser error reports are limited per address and in size', async () => {
  const report = { message: 'Widget failed', level: 'warn', browserInfo: { userAgent: 'sweep' } };
  const client = new Client(`203.0.113.${100 + Math.floor(Math.random() * 100)}`);
  const statuses: number[] = [];
  for (let i = 0; i < 35; i += 1)
    statuses.push((await client.send('POST', '/api/log', { body: report })).status);
  expect(statuses).toContain(204);
  expect(statuses.at(-1)).toBe(429);
  const big = await new Client('203.0.113.250').send('POST', '/api/log', {
    body: { ...report, stack: 'x'.repeat(20_000) },
  });
  expect(big.status).toBe(413);
});
