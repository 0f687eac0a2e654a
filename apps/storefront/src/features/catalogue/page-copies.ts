import type http from 'node:http';
import { parse as parseCookie } from 'cookie';
import { detectLocale, getTenantRegistry, tenantForHost } from '@stadio/tenants';
import { CLIENT_HTTPS_HEADER, LOCALE_COOKIE } from '@/lib/request-headers';
import { browserCopyIsCurrent } from './page-etag';

/**
 * A shared cache of catalogue pages in front of Next, in this process (ADR 0034): what a CDN would
 * do with the pages' own `Cache-Control: s-maxage=1`, for a shop that has none in front. For that
 * second a fan's request for the same page, in the same language and encoding, is answered with
 * the bytes Next sent the first one (compressed, headers and ETag included), without Next, the
 * proxy or compressing again.
 */

/** Most copies kept; the oldest goes first (a bound on what made-up headers can make us keep). */
export const MAX_PAGE_COPIES = 1_000;
/** A larger answer is not kept (a catalogue page is ~40 KB compressed). */
export const MAX_PAGE_COPY_BYTES = 512 * 1024;

/**
 * Request headers an answer may vary on that the copies account for: the router's own fetches are
 * never answered from a copy (they carry `rsc`), and the encoding is part of the copy's key.
 */
const VARY_HANDLED = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
]);
/** Headers of one answer, not of the page: Node writes them again for each answer. */
const NOT_COPIED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'age',
  'strict-transport-security',
]);

interface PageCopy {
  headers: [string, number | string | string[]][];
  etag: string | undefined;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface PageCopies {
  /**
   * Answers `req` from a fresh copy, or waits for the same page another request is fetching, or
   * calls `forward` (which hands the request to Next) and keeps what Next sends if it may be kept.
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse, forward: () => void): void;
  readonly size: number;
}

/**
 * The key of the page `req` asks for, or null when no copy may answer it: the router's fetches
 * (another payload), an address choosing the language (its answer sets the language cookie), a
 * reload asking for no stored copy, or a host that is no club. The page depends on the club, the
 * language the proxy picks (query, cookie, then the browser's: the same `detectLocale`) and the
 * address; the bytes on the encoding.
 */
export function pageCopyKey(req: http.IncomingMessage): string | null {
  const { headers } = req;
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-url'])
    return null;
  const noStore = /no-cache|no-store/i;
  if (noStore.test(headers['cache-control'] ?? '') || noStore.test(single(headers.pragma) ?? '')) return null;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  if (query >= 0 && new URLSearchParams(url.slice(query + 1)).has('lng')) return null;
  const tenant = tenantForHost(headers.host, getTenantRegistry());
  if (!tenant) return null;
  const locale = detectLocale(tenant, {
    query: null,
    cookie: headers.cookie ? parseCookie(headers.cookie)[LOCALE_COOKIE] : undefined,
    acceptLanguage: headers['accept-language'],
  });
  return [
    headers.host,
    single(headers['x-forwarded-host']) ?? '',
    single(headers[CLIENT_HTTPS_HEADER]) ?? '',
    url,
    locale,
    single(headers['accept-encoding']) ?? '',
  ].join('\n');
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** Seconds a shared cache may keep the answer (`s-maxage`), or 0 when it may not keep it. */
export function sharedLifetimeSeconds(cacheControl: string | undefined): number {
  if (!cacheControl || /(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*s-maxage\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** Whether every header the answer varies on is one the copies account for. */
function varyIsHandled(vary: number | string | string[] | undefined): boolean {
  if (vary === undefined) return true;
  return String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || VARY_HANDLED.has(name));
}

export function createPageCopies(
  options: { now?: () => number; maxCopies?: number; maxBytes?: number } = {},
): PageCopies {
  const now = options.now ?? Date.now;
  const maxCopies = options.maxCopies ?? MAX_PAGE_COPIES;
  const maxBytes = options.maxBytes ?? MAX_PAGE_COPY_BYTES;
  const copies = new Map<string, PageCopy>();
  /** Pages being fetched from Next, by key: the requests for the same page wait for that answer. */
  const fetching = new Map<string, Promise<PageCopy | null>>();

  const fresh = (key: string) => {
    const copy = copies.get(key);
    if (copy && copy.expiresAt <= now()) copies.delete(key);
    return copy && copy.expiresAt > now() ? copy : undefined;
  };

  const keep = (key: string, copy: PageCopy) => {
    copies.delete(key);
    if (copies.size >= maxCopies) {
      for (const [oldKey, old] of copies) if (old.expiresAt <= now()) copies.delete(oldKey);
      while (copies.size >= maxCopies) copies.delete(copies.keys().next().value as string);
    }
    copies.set(key, copy);
  };

  /** Records what Next sends for `req`; `done` gets the copy, or null when it may not be kept. */
  const record = (res: http.ServerResponse, done: (copy: PageCopy | null) => void) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || bytes > maxBytes) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function writeAndCollect(this: http.ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof res.write;
    res.end = function endAndCollect(this: http.ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    } as typeof res.end;
    let settled = false;
    const settle = (copy: PageCopy | null) => {
      if (settled) return;
      settled = true;
      done(copy);
    };
    res.once('finish', () => {
      const headers = res.getHeaders();
      const seconds = sharedLifetimeSeconds(
        single(headers['cache-control'] as string | string[] | undefined),
      );
      const keepable =
        res.statusCode === 200 &&
        seconds > 0 &&
        bytes <= maxBytes &&
        headers['set-cookie'] === undefined &&
        varyIsHandled(headers.vary);
      if (!keepable) return settle(null);
      const storedAt = now();
      settle({
        headers: Object.entries(headers).filter(
          (entry): entry is [string, number | string | string[]] =>
            entry[1] !== undefined && !NOT_COPIED.has(entry[0]),
        ),
        etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        body: Buffer.concat(chunks),
        storedAt,
        expiresAt: storedAt + seconds * 1000,
      });
    });
    res.once('close', () => settle(null));
  };

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, copy: PageCopy) => {
    if (res.destroyed || res.headersSent) return;
    for (const [name, value] of copy.headers) res.setHeader(name, value);
    res.setHeader('age', String(Math.floor((now() - copy.storedAt) / 1000)));
    const header = (name: string) => single(req.headers[name]);
    if (copy.etag && browserCopyIsCurrent(req.method ?? 'GET', header, copy.etag)) {
      for (const name of ['content-type', 'content-encoding']) res.removeHeader(name);
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('content-length', copy.body.length);
    res.end(req.method === 'HEAD' ? undefined : copy.body);
  };

  return {
    get size() {
      return copies.size;
    },
    handle(req, res, forward) {
      const key = pageCopyKey(req);
      if (key === null) return forward();
      const copy = fresh(key);
      if (copy) return answer(req, res, copy);
      const pending = fetching.get(key);
      if (pending) {
        void pending.then((fetched) => (fetched ? answer(req, res, fetched) : forward()));
        return;
      }
      // A HEAD has no body to keep, and a 304 to a browser's copy neither: they go on alone.
      if (req.method === 'HEAD' || req.headers['if-none-match'] !== undefined) return forward();
      let resolve: (copy: PageCopy | null) => void = () => undefined;
      fetching.set(key, new Promise((r) => (resolve = r)));
      record(res, (fetched) => {
        fetching.delete(key);
        if (fetched) keep(key, fetched);
        resolve(fetched);
      });
      forward();
    },
  };
}

/** The process's copies from `CATALOGUE_PAGE_COPIES` (`0`: none), on unless told otherwise. */
export function pageCopiesFromEnv(value: string | undefined): PageCopies | null {
  if (value === undefined || value === '' || value === '1') return createPageCopies();
  if (value === '0') return null;
  throw new Error(`CATALOGUE_PAGE_COPIES must be 0 or 1, got "${value}"`);
}
