import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, fetchExchange } from '@urql/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch } from './api-transport';

/** A stand-in API: answers what it was sent, counts the connections it was opened. */
let server: http.Server;
let origin = '';
let connections = 0;
const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/empty') return void res.writeHead(204).end();
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
      if (req.url === '/busy')
        return void res
          .writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' })
          .end('{"errors":[{"message":"busy"}]}');
      res.writeHead(200, { 'content-type': 'application/json', 'x-answer': 'yes' });
      res.end(JSON.stringify({ data: { echo: body ? (JSON.parse(body) as unknown) : null } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiFetch', () => {
  it('sends the method, headers and body, and answers a Response with the status, headers and body', async () => {
    const answer = await apiFetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-slug': 'riviera' },
      body: JSON.stringify({ query: '{ a }' }),
    });
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('x-answer')).toBe('yes');
    expect(await answer.json()).toEqual({ data: { echo: { query: '{ a }' } } });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-tenant-slug']).toBe('riviera');
  });

  it('keeps its connection to the API open between calls', async () => {
    await apiFetch(`${origin}/graphql`, { method: 'POST', body: '{}' });
    const before = connections;
    for (let i = 0; i < 5; i += 1) await apiFetch(`${origin}/graphql`, { method: 'POST', body: '{}' });
    expect(connections).toBe(before);
  });

  it('answers a status without a body, and a refusal with its status and Retry-After', async () => {
    const empty = await apiFetch(`${origin}/empty`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    const busy = await apiFetch(`${origin}/busy`, { method: 'POST', body: '{}' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
  });

  it('gives up when its signal aborts', async () => {
    const controller = new AbortController();
    const call = apiFetch(`${origin}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toThrow(/abort/i);
  });

  it('refuses a body it would not send as is', async () => {
    await expect(
      apiFetch(`${origin}/graphql`, { method: 'POST', body: new Uint8Array([1]) }),
    ).rejects.toThrow(TypeError);
  });

  it('is what urql needs: a query through the fetch exchange gets its data, a 503 its error', async () => {
    const client = (path: string) =>
      new Client({
        url: `${origin}${path}`,
        exchanges: [fetchExchange],
        fetch: apiFetch,
        preferGetMethod: false,
      });
    // Not a codegen document: the stand-in answers any query.
    const query = parse('query Echo($n: Int!) { echo(n: $n) }');
    const ok = await client('/graphql').query(query, { n: 7 }).toPromise();
    expect(ok.error).toBeUndefined();
    expect((ok.data as { echo: { variables: unknown } }).echo.variables).toEqual({ n: 7 });
    const busy = await client('/busy').query(query, { n: 7 }).toPromise();
    expect(busy.error?.graphQLErrors.map((e) => e.message)).toEqual(['busy']);
  });
});
