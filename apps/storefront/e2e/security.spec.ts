import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { request as send } from 'undici';
import { E2E_PORT } from './support/hosts';

/*
 * The security sweep (`npm run test:security`, also part of `npm test`; docs/security.md): what an
 * attack run tried, replayed against the test stack over plain HTTP. The stack trusts 127.0.0.1 as
 * a proxy (TRUSTED_PROXIES in playwright.config.ts), so this file can stand for many clients
 * without throttling the other browser tests, which all come from 127.0.0.1.
 */

const HOST = `riviera.localhost:${E2E_PORT}`;
const ORIGIN = `http://${HOST}`;
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
const PASSWORD = 'Tribune-Nord-2025';
const NEW_PASSWORD = 'Lantern-Quay-Harbour-61';
const API_DIR = path.resolve(import.meta.dirname, '../src/app/api');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A client of the shop with its own cookie jar, speaking to 127.0.0.1 with the club's Host. */
class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly forwardedFor?: string) {}

  async send(
    method: string,
    pathAndQuery: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    // The path as written: undici keeps malformed escapes (%ZZ) and %00 as they are.
    const answer = await send(`http://127.0.0.1:${E2E_PORT}${pathAndQuery}`, {
      method: method as 'GET',
      headers: {
        host: HOST,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}),
        ...init.headers,
      },
      body,
    });
    const setCookie = answer.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
  }

  /** Another client holding a copy of this one's cookies (a stolen cookie), from elsewhere. */
  copy(): Client {
    const thief = new Client('192.0.2.66');
    for (const [name, value] of this.cookies) thief.cookies.set(name, value);
    return thief;
  }
}

/** A new, verified account of riviera, logged in on the returned client. */
async function loggedInAccount(): Promise<{ client: Client; email: string; customerId: string }> {
  // An address of its own (behind the trusted proxy), so the sweep uses none of 127.0.0.1's limits.
  const client = new Client(`198.51.100.${1 + Math.floor(Math.random() * 250)}`);
  const email = `sweep-${randomUUID().slice(0, 8)}@example.com`;
  const created = await client.send('POST', '/api/sign-up', {
    body: {
      customer: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Sweep', phoneNumber: '0601020304' },
    },
  });
  expect(created.status, created.text).toBe(201);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as { messages: Array<{ text: string }> };
        token = mails.messages[0]?.text.match(/\/user\/action-token\/([A-Za-z0-9_-]+)/)?.[1];
        return token;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  expect(
    (await client.send('POST', `/api/proxy/website-keycloak/action-token/execute/${token}`)).status,
  ).toBe(200);
  const login = await client.send('POST', '/api/proxy/website-keycloak/authenticate', {
    body: { email, password: PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  const customerId = (JSON.parse(login.text) as { customer: { id: string } }).customer.id;
  return { client, email, customerId };
}

/** Every BFF route: its path pattern and the methods it exports. */
function bffRoutes(): Array<{ pattern: string; methods: string[] }> {
  const routes: Array<{ pattern: string; methods: string[] }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(full, 'utf8');
        const methods = [...source.matchAll(/export (?:async )?function (GET|POST|PUT|DELETE|PATCH)\b/g)].map(
          (match) => match[1] as string,
        );
        routes.push({ pattern: `/api/${path.relative(API_DIR, dir).split(path.sep).join('/')}`, methods });
      }
    }
  };
  walk(API_DIR);
  return routes;
}

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
