import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './webhook-url';

/** What one POST got back: an HTTP status and the start of the body, or no answer and why. */
export interface PostOutcome {
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
}

/**
 * Resolves like the system does, then refuses private and loopback addresses (webhook-url.ts):
 * checked on the address actually connected to, so a public name that resolves inside is refused.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as unknown as LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0)
      return callback(new Error(`${hostname} resolves to a private address; not sent`), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

/**
 * POSTs `body` with `headers`; gives up after `timeoutMs` (the whole exchange). Reads at most
 * `excerptChars` of the answer for the log and drops the rest. Redirects are not followed: a 3xx
 * is a failed attempt, so a receiver cannot send the signed body elsewhere.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; excerptChars: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, excerpt: outcome.excerpt.slice(0, options.excerptChars), durationMs: elapsed() });
    };
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < options.excerptChars) excerpt += chunk;
        });
        response.on('end', () => finish({ statusCode: response.statusCode ?? null, excerpt }));
        response.on('error', (error) =>
          finish({ statusCode: response.statusCode ?? null, excerpt: error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, excerpt: `no answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, excerpt: error.message }));
    request.end(body);
  });
}
