import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAssets, pageWeight } from './page-bytes';

describe('pageAssets', () => {
  it('finds the same-origin scripts, stylesheets and their preloads once each', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/a.css"><link rel="preload" as="style" href="/b.css">
      <link rel="preload" as="script" fetchPriority="low" href="/c.js"/><link rel="modulepreload" href="/d.js">
      <link rel="preload" as="image" href="/logo.svg"><link rel="icon" href="/favicon.svg">
      <link rel="stylesheet" href="https://cdn.example/x.css">
      </head><body><script src="/c.js" async></script><script src='/e.js'></script><script>inline()</script>
      <script src="//cdn.example/y.js"></script></body></html>`;
    expect(pageAssets(html)).toEqual({ scripts: ['/c.js', '/e.js', '/d.js'], styles: ['/a.css', '/b.css'] });
  });
});

describe('pageWeight', () => {
  const script = 'console.log("x");'.repeat(200);
  const html = '<html><body>' + 'hello '.repeat(500) + '<script src="/app.js"></script></body></html>';
  let server: http.Server;
  let origin = '';
  const hosts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(html));
      } else if (request.url === '/app.js') {
        response.writeHead(200, { 'content-type': 'application/javascript' });
        response.end(script);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the HTML as sent and raw, and gzips what the server sent uncompressed', async () => {
    const weight = await pageWeight(origin, 'club.localhost', '/');
    expect(weight.status).toBe(200);
    expect(weight.html).toEqual({
      compressed: zlib.gzipSync(html).length,
      raw: Buffer.byteLength(html),
      encoding: 'gzip',
    });
    expect(weight.scripts.count).toBe(1);
    expect(weight.scripts.raw).toBe(Buffer.byteLength(script));
    expect(weight.scripts.compressed).toBe(zlib.gzipSync(script, { level: 6 }).length);
    expect(weight.uncompressed).toEqual(['/app.js']);
    expect(new Set(hosts)).toEqual(new Set(['club.localhost']));
  });
});
