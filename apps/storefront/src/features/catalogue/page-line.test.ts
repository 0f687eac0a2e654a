import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { loadMessages } from '@stadio/i18n';
import { describe, expect, it, vi } from 'vitest';
import { BUSY_PAGE_POLICY } from './busy-page';
import { createPageLine, isCataloguePageRequest, pageLineFromEnv } from './page-line';

function fakeRequest(method: string, url: string, headers: Record<string, string> = {}) {
  return {
    method,
    url,
    headers: { host: 'riviera.localhost', ...headers },
    socket: { destroyed: false },
  } as unknown as http.IncomingMessage;
}

/** A response that records what the line answered on it, and ends (`close`) when the test says. */
function fakeResponse() {
  const emitter = new EventEmitter();
  const answer: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = Object.assign(emitter, {
    destroyed: false,
    headersSent: false,
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.headers = headers;
      res.headersSent = true;
    },
    end(body: string) {
      answer.body = body;
    },
  });
  return { res: res as unknown as http.ServerResponse, answer, close: () => emitter.emit('close') };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('isCataloguePageRequest', () => {
  it('is true for reading a catalogue page, whatever its query', () => {
    for (const url of ['/', '/?lng=en', '/event/m05', '/pack/season?x=1', '/subscription'])
      expect(isCataloguePageRequest(fakeRequest('GET', url))).toBe(true);
    expect(isCataloguePageRequest(fakeRequest('HEAD', '/event/m05'))).toBe(true);
  });

  it('is false for other pages, API routes, files and writes', () => {
    for (const url of [
      '/summary',
      '/event/m05/submit',
      '/api/block',
      '/_next/static/chunks/a.js',
      '/robots.txt',
    ])
      expect(isCataloguePageRequest(fakeRequest('GET', url))).toBe(false);
    expect(isCataloguePageRequest(fakeRequest('POST', '/'))).toBe(false);
  });
});

describe('createPageLine', () => {
  it('starts `concurrency` pages at once and the next ones in arrival order as answers end', async () => {
    const line = createPageLine({ concurrency: 2, maxWaitMs: 10_000 });
    const started: string[] = [];
    const answers = ['a', 'b', 'c', 'd'].map((name) => {
      const response = fakeResponse();
      line.admit(fakeRequest('GET', '/'), response.res, () => started.push(name));
      return response;
    });
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(line.load).toEqual({ running: 2, waiting: 2 });
    answers[1]!.close();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    answers[0]!.close();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    answers[2]!.close();
    answers[3]!.close();
    await settle();
    expect(line.load).toEqual({ running: 0, waiting: 0 });
  });

  it('renders nothing for a fan who left while waiting', async () => {
    const line = createPageLine({ concurrency: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const first = fakeResponse();
    line.admit(fakeRequest('GET', '/'), first.res, () => started.push('first'));
    const gone = fakeResponse();
    line.admit(fakeRequest('GET', '/'), gone.res, () => started.push('gone'));
    const last = fakeResponse();
    line.admit(fakeRequest('GET', '/'), last.res, () => started.push('last'));
    (gone.res as { destroyed: boolean }).destroyed = true;
    first.close();
    await settle();
    expect(started).toEqual(['first', 'last']);
  });

  it('answers 503 with Retry-After to a page whose wait got too long; one that just came takes its turn', async () => {
    let clock = 0;
    const line = createPageLine({ concurrency: 1, maxWaitMs: 1_000, now: () => clock });
    const started: string[] = [];
    const first = fakeResponse();
    line.admit(fakeRequest('GET', '/'), first.res, () => started.push('first'));
    const late = fakeResponse();
    line.admit(fakeRequest('GET', '/', { host: 'neva.localhost', 'accept-language': 'es' }), late.res, () =>
      started.push('late'),
    );
    clock += 1_500;
    const next = fakeResponse();
    line.admit(fakeRequest('GET', '/'), next.res, () => started.push('next'));
    first.close();
    await settle();
    expect(started).toEqual(['first', 'next']);
    await vi.waitFor(() => expect(late.answer.status).toBe(503));
    expect(late.answer.headers?.['retry-after']).toMatch(/^\d+$/);
    // In the fan's language (neva speaks Spanish), retrying by itself.
    expect(late.answer.body).toContain('<html lang="es">');
    expect(late.answer.body).toContain((await loadMessages('es')).order.busyRetrying);
    expect(late.answer.body).toContain('http-equiv="refresh"');
    // Its own policy: its inline style and the club's logo, no script.
    expect(late.answer.headers?.['content-security-policy']).toBe(BUSY_PAGE_POLICY);
    expect(String(late.answer.headers?.['content-security-policy'])).toContain("default-src 'none'");
    expect(next.answer.status).toBeUndefined();
  });
});

describe('pageLineFromEnv', () => {
  it('makes a line by default, none with 0, and refuses nonsense', () => {
    expect(pageLineFromEnv(undefined)).not.toBeNull();
    expect(pageLineFromEnv('4')).not.toBeNull();
    expect(pageLineFromEnv('0')).toBeNull();
    expect(() => pageLineFromEnv('many')).toThrow(/CATALOGUE_PAGES_AT_ONCE/);
    expect(() => pageLineFromEnv('-1')).toThrow(/CATALOGUE_PAGES_AT_ONCE/);
  });
});
