/**
 * What a page weighs as a browser gets it: its HTML (as sent with `Accept-Encoding: gzip, br`, and
 * decompressed), and the JS and CSS its HTML makes the browser load (`<script src>`, `<link
 * rel=stylesheet>`, and `<link rel=preload|modulepreload>` of a script or style), each fetched once.
 * A file the server sent uncompressed is counted gzipped here (level 6, as servers do), and said so.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { request } from 'undici';
import { BROWSER_HEADERS } from './browser-headers';

const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

export interface Bytes {
  /** Bytes as compressed on the wire (gzip or br as the server chose; gzipped here when it did not). */
  compressed: number;
  raw: number;
}

export interface PageWeight {
  path: string;
  status: number;
  html: Bytes & { encoding: string };
  scripts: Bytes & { count: number };
  styles: Bytes & { count: number };
  /** Each JS and CSS file with its own size. */
  files: Array<Bytes & { url: string }>;
  /** Files the server sent without compression (their compressed size is computed here). */
  uncompressed: string[];
}

/** One request to `path` with the club's Host header (a GET, or a POST of `json`): the body as sent and decompressed. */
export async function fetchBytes(
  origin: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<{ status: number; encoding: string; wire: Buffer; raw: Buffer }> {
  const response = await request(new URL(path, origin), {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      host,
      ...BROWSER_HEADERS,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(60_000),
  });
  const wire = Buffer.from(await response.body.arrayBuffer());
  const encodingHeader = response.headers['content-encoding'];
  const encoding = typeof encodingHeader === 'string' ? encodingHeader : 'identity';
  const raw = encoding === 'gzip' ? await gunzip(wire) : encoding === 'br' ? await brotli(wire) : wire;
  return { status: response.statusCode, encoding, wire, raw };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/** Same-origin JS and CSS files the HTML makes the browser load, without duplicates. */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) styles.add(href);
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(href);
  }
  const sameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return { scripts: [...scripts].filter(sameOrigin), styles: [...styles].filter(sameOrigin) };
}

export async function compressedSize(file: { encoding: string; wire: Buffer; raw: Buffer }): Promise<number> {
  return file.encoding === 'identity' ? (await gzip(file.raw, { level: 6 })).length : file.wire.length;
}

/** The weight of `path` on the club at `host` (with `headers`, e.g. a session cookie). */
export async function pageWeight(
  origin: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const page = await fetchBytes(origin, host, path, { accept: 'text/html', ...headers });
  const assets = pageAssets(page.raw.toString('utf8'));
  const uncompressed: string[] = [];
  const files: PageWeight['files'] = [];
  const sum = async (urls: string[]) => {
    const total = { compressed: 0, raw: 0, count: urls.length };
    for (const url of urls) {
      const file = await fetchBytes(origin, host, url, headers);
      if (file.encoding === 'identity') uncompressed.push(url);
      const sizes = { url, compressed: await compressedSize(file), raw: file.raw.length };
      files.push(sizes);
      total.compressed += sizes.compressed;
      total.raw += sizes.raw;
    }
    return total;
  };
  if (page.encoding === 'identity') uncompressed.push(path);
  return {
    path,
    status: page.status,
    html: { compressed: await compressedSize(page), raw: page.raw.length, encoding: page.encoding },
    scripts: await sum(assets.scripts),
    styles: await sum(assets.styles),
    files,
    uncompressed,
  };
}
