import http from 'node:http';
import { getFreePort } from '@stadio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_BODY_LIMIT } from './http/graphql-body-limit';
import { startTestApi, TEST_STOREFRONT_SECRET, type TestApi } from './test-support/start-test-api';

const TENANT_QUERY = '{ tenant { slug clientShortName clientLongName locales sport } }';

describe('API server', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const graphql = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-storefront-secret': TEST_STOREFRONT_SECRET,
        'x-tenant-slug': 'riviera',
        ...headers,
      },
      body,
    });

  describe('GET /health', () => {
    it('reports the database as up', async () => {
      const response = await fetch(`${api.baseUrl}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: true });
    });

    it('answers 503 when the database is down', async () => {
      const down = await startTestApi(`postgres://postgres:postgres@127.0.0.1:${await getFreePort()}/stadio`);
      try {
        const response = await fetch(`${down.baseUrl}/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'error', database: false });
      } finally {
        await down.close();
      }
    });
  });

  describe('POST /graphql', () => {
    /** A raw request, so the test sets the framing headers itself; the status and body answered. */
    const raw = (headers: Record<string, string>, body: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = http.request(`${api.baseUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront-secret': TEST_STOREFRONT_SECRET,
            'x-tenant-slug': 'riviera',
            ...headers,
          },
        });
        call.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        call.on('error', reject);
        call.end(body);
      });

    it('refuses a body over its limit, or of unknown length, before reading it', async () => {
      const query = JSON.stringify({ query: TENANT_QUERY });
      const tooLarge = await raw({ 'content-length': String(GRAPHQL_BODY_LIMIT + 1) }, '');
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({
        error: `the body is larger than ${GRAPHQL_BODY_LIMIT} bytes`,
      });
      const chunked = await raw({ 'transfer-encoding': 'chunked' }, query);
      expect(chunked.status).toBe(411);
      // At the limit, with its length, the same operation is answered.
      const padded = query.padEnd(GRAPHQL_BODY_LIMIT, ' ');
      const atLimit = await raw({ 'content-length': String(Buffer.byteLength(padded)) }, padded);
      expect(atLimit.status).toBe(200);
      expect(JSON.parse(atLimit.body)).toMatchObject({ data: { tenant: { slug: 'riviera' } } });
    });

    it('returns the tenant named by x-tenant-slug when the secret is right', async () => {
      const response = await graphql(JSON.stringify({ query: TENANT_QUERY }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: {
          tenant: {
            slug: 'riviera',
            clientShortName: 'Riviera',
            clientLongName: 'Riviera Football Club',
            locales: ['fr', 'en'],
            sport: 'football',
          },
        },
      });
    });

    it('answers the health query', async () => {
      const response = await graphql(JSON.stringify({ query: '{ health { status database } }' }));
      expect(await response.json()).toEqual({ data: { health: { status: 'ok', database: true } } });
    });

    it('rejects a wrong or missing secret with 401, before looking at the tenant', async () => {
      for (const secret of ['x'.repeat(40), TEST_STOREFRONT_SECRET.slice(0, -1), '']) {
        const response = await graphql(JSON.stringify({ query: TENANT_QUERY }), {
          'x-storefront-secret': secret,
          'x-tenant-slug': 'no-such-club',
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    });

    it('answers 404 for an unknown tenant and 400 without one', async () => {
      const unknown = await graphql(JSON.stringify({ query: TENANT_QUERY }), {
        'x-tenant-slug': 'no-such-club',
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'unknown tenant' });

      const missing = await graphql(JSON.stringify({ query: TENANT_QUERY }), { 'x-tenant-slug': '' });
      expect(missing.status).toBe(400);
    });

    it('refuses JSON nested deeper than the limit 400, in the body, its variables or a GET, before yoga', async () => {
      const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
      const refused = { error: 'The body is nested deeper than 32 levels.' };
      for (const body of [
        deep,
        JSON.stringify({ query: 'query ($x: String) { health { status } }', variables: { x: 'x' } }).replace(
          '"x":"x"',
          `"x":${deep}`,
        ),
        `{"query":"{ health { status } }","extensions":{"a":${deep}}}`,
      ]) {
        const response = await graphql(body);
        expect(response.status, body.slice(0, 60)).toBe(400);
        expect(await response.json()).toEqual(refused);
      }
      const variables = encodeURIComponent(`{"x":${'['.repeat(2000)}${']'.repeat(2000)}}`);
      const get = await fetch(
        `${api.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}&variables=${variables}`,
        { headers: { 'x-storefront-secret': TEST_STOREFRONT_SECRET, 'x-tenant-slug': 'riviera' } },
      );
      expect(get.status).toBe(400);
      expect(await get.json()).toEqual(refused);
      // Within the limit, the same request is answered by yoga as before.
      const shallow = `{"query":"{ health { status } }","variables":{"y":${'['.repeat(30)}${']'.repeat(30)}}}`;
      const answered = await graphql(shallow);
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({ data: { health: { status: 'ok' } } });
    });

    it('answers malformed requests with 400, not 500', async () => {
      for (const body of [
        '{"query": ',
        '{}',
        JSON.stringify({ query: '{ tenant { nope } }' }),
        JSON.stringify({ query: '{' }),
      ]) {
        const response = await graphql(body);
        expect(response.status, body).toBe(400);
        const payload = (await response.json()) as { errors?: unknown[] };
        expect(payload.errors?.length, body).toBeGreaterThan(0);
      }
    });
  });

  describe('request ids', () => {
    it('echoes a well-formed x-request-id and logs it', async () => {
      const response = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'trace-abc.123' } });
      expect(response.headers.get('x-request-id')).toBe('trace-abc.123');
      await new Promise((resolve) => setImmediate(resolve));
      expect(api.logLines.some((line) => line.requestId === 'trace-abc.123')).toBe(true);
    });

    it('replaces a malformed x-request-id with a fresh one', async () => {
      const response = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'bad id{"x":1}' } });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives every response an id, errors included', async () => {
      const response = await fetch(`${api.baseUrl}/nowhere`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-request-id')).toBeTruthy();
    });

    it('never logs the storefront secret', async () => {
      await graphql(JSON.stringify({ query: TENANT_QUERY }));
      expect(JSON.stringify(api.logLines)).not.toContain(TEST_STOREFRONT_SECRET);
    });
  });
});
