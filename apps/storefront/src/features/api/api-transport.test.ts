import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@urql/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiExchange } from './api-transport';

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
      if (req.url === '/down')
        return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}');
      if (req.url === '/html')
        return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>no</h1>');
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

describe('apiExchange', () => {
  /** An urql client of the stand-in at `path`, as apiClient makes one for the API. */
  const client = (path: string, headers: Record<string, string> = {}) =>
    new Client({
      url: `${origin}${path}`,
      exchanges: [apiExchange],
      preferGetMethod: false,
      requestPolicy: 'network-only',
      fetchOptions: () => ({ headers }),
    });
  // Not a codegen document: the stand-in answers any query.
  const query = parse('query Echo($n: Int!) { echo(n: $n) }');
  const mutation = parse('mutation Save($n: Int!) { save(n: $n) }');

  it("posts the operation as urql would, with the client's headers, and gives its data", async () => {
    const answer = await client('/graphql', { 'x-tenant-slug': 'riviera' })
      .query(query, { n: 7 })
      .toPromise();
    expect(answer.error).toBeUndefined();
    expect(answer.data).toEqual({
      echo: {
        operationName: 'Echo',
        query: expect.stringContaining('query Echo($n: Int!)'),
        variables: { n: 7 },
      },
    });
    const sent = seen.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['x-tenant-slug']).toBe('riviera');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toMatch(/^application\/graphql-response\+json/);
    const saved = await client('/graphql').mutation(mutation, { n: 8 }).toPromise();
    expect((saved.data as { echo: { variables: unknown } }).echo.variables).toEqual({ n: 8 });
  });

  it('keeps its connection to the API open between calls', async () => {
    await client('/graphql').query(query, { n: 1 }).toPromise();
    const before = connections;
    for (let n = 0; n < 5; n += 1) await client('/graphql').query(query, { n }).toPromise();
    expect(connections).toBe(before);
  });

  it("gives the API's errors as GraphQL errors, whatever the status", async () => {
    const busy = await client('/busy').query(query, { n: 7 }).toPromise();
    expect(busy.data).toBeUndefined();
    expect(busy.error?.graphQLErrors.map((e) => e.message)).toEqual(['busy']);
    expect(busy.error?.networkError).toBeUndefined();
  });

  it('gives a network error named after the status when there is no GraphQL answer', async () => {
    const down = await client('/down').query(query, { n: 7 }).toPromise();
    expect(down.error?.networkError?.message).toBe('Service Unavailable');
    expect(down.error?.graphQLErrors).toEqual([]);
    const html = await client('/html').query(query, { n: 7 }).toPromise();
    expect(html.error?.networkError?.message).toBe('Bad Gateway');
  });

  it('gives a network error when the API cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new Client({
      url: `http://127.0.0.1:${port}/graphql`,
      exchanges: [apiExchange],
      preferGetMethod: false,
    });
    const answer = await unreachable.query(query, { n: 7 }).toPromise();
    expect(answer.data).toBeUndefined();
    expect(answer.error?.networkError?.message).toMatch(/ECONNREFUSED/);
  });
});
