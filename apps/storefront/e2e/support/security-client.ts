import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { request as send, type Dispatcher } from 'undici';
import { E2E_PORT } from './hosts';

/*
 * What the security sweeps (`npm run test:security`: e2e/security*.spec.ts) share: a client of the
 * shop that speaks HTTP to 127.0.0.1 with a club's Host and keeps its cookies, a fresh verified
 * account logged in on one, and the list of BFF routes read from their files.
 */

const HOST = `riviera.localhost:${E2E_PORT}`;
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
/** The password of the accounts {@link loggedInAccount} creates. */
export const PASSWORD = 'Tribune-Nord-2025';
const API_DIR = path.resolve(import.meta.dirname, '../../src/app/api');

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as it came (a PDF, an image). */
  bytes: Buffer;
}

/** Longest wait for an answer: a request the shop never answers fails instead of hanging the sweep. */
const ANSWER_TIMEOUT_MS = 10_000;

/** A client of the shop with its own cookie jar, speaking to 127.0.0.1 with a club's Host (riviera's). */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly forwardedFor?: string,
    private readonly host = HOST,
  ) {}

  async send(
    method: string,
    pathAndQuery: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    // The path as written: undici keeps malformed escapes (%ZZ) and %00 as they are.
    const answer = await send(`http://127.0.0.1:${E2E_PORT}${pathAndQuery}`, {
      method: method as Dispatcher.HttpMethod,
      headersTimeout: ANSWER_TIMEOUT_MS,
      bodyTimeout: ANSWER_TIMEOUT_MS,
      headers: {
        host: this.host,
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
    const bytes = Buffer.from(await answer.body.arrayBuffer());
    return {
      status: answer.statusCode,
      headers: answer.headers,
      text: new TextDecoder().decode(bytes),
      bytes,
    };
  }

  /** Another client holding a copy of this one's cookies (a stolen cookie), from elsewhere. */
  copy(): Client {
    const thief = new Client('192.0.2.66', this.host);
    for (const [name, value] of this.cookies) thief.cookies.set(name, value);
    return thief;
  }
}

/** A new, verified account of riviera, logged in on the returned client. */
export async function loggedInAccount(): Promise<{ client: Client; email: string; customerId: string }> {
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
export function bffRoutes(): Array<{ pattern: string; methods: string[] }> {
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
