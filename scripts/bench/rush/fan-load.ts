/**
 * The load generator: N fans, each a loop of its flow (page after page, hold after release) with
 * its own keep-alive connection to the storefront, as a browser keeps one, for a measured window.
 * undici's Pool with one connection per fan: no queue in the load generator, so a latency is the
 * server's. Requests are sent to 127.0.0.1 with the club's Host header (Node does not resolve
 * *.localhost) and read to their last byte, without decompressing unless the flow needs the body.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Pool } from 'undici';
import { BROWSER_HEADERS } from '../browser-headers';
import { coresBetween, readCpu, type CpuSeconds } from '../stack-cpu';
import { RouteTally, type RouteFigures } from './route-tally';

const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliDecompress);

export interface FanRequest {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** JSON body of a POST. */
  json?: unknown;
}

export interface FanAnswer {
  status: number;
  /** Retry-After of the answer in seconds, when it had one. */
  retryAfterSeconds?: number;
  /** The decompressed body, only when the request asked for it. */
  body?: Buffer;
}

/** What a fan's flow uses: whether the window is still open, and a request that is measured. */
export interface FanHttp {
  /** False once the measured window ended: a flow starts nothing new then (but may clean up). */
  open(): boolean;
  /** Sends a request; null when no answer came (connection error, timeout). */
  send(request: FanRequest, options?: { readBody?: boolean }): Promise<FanAnswer | null>;
}

export type FanFlow = (fan: number, http: FanHttp) => Promise<void>;

export interface PhaseFigures {
  /** The measured window. */
  seconds: number;
  /** From the window's start to the last answer of a request started in it (rates are over this). */
  spanSeconds: number;
  fans: number;
  routes: RouteFigures[];
  /** Cores used on average during the window, per kind of process. */
  cores: CpuSeconds;
  /** p99 of the load generator's event-loop delay: high means it could not keep up. */
  loadGeneratorLagP99Ms: number;
}

async function decode(encoding: string | undefined, body: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gunzip(body);
  if (encoding === 'br') return brotli(body);
  return body;
}

/**
 * Runs `fans` loops of `flow` against `origin` for `seconds`, with `timeoutMs` per request. Requests
 * started in the window are measured to their end (a timed-out one at the timeout); the loops end
 * when their current flow ends after the window.
 */
export async function runFans(options: {
  origin: string;
  host: string;
  fans: number;
  seconds: number;
  timeoutMs: number;
  /** The stack's process trees, for its CPU use. */
  stackRoots: readonly number[];
  flow: FanFlow;
}): Promise<PhaseFigures> {
  const { origin, host, fans, seconds, timeoutMs, flow } = options;
  const pool = new Pool(origin, {
    connections: fans,
    pipelining: 1,
    // The per-request timeout is the AbortSignal's; undici's own must not fire first.
    headersTimeout: timeoutMs + 5_000,
    bodyTimeout: timeoutMs + 5_000,
    connectTimeout: timeoutMs,
  });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const tally = new RouteTally(started, timeoutMs);
  const http: FanHttp = {
    open: () => performance.now() < deadline,
    async send(request, sendOptions = {}) {
      const t0 = performance.now();
      const measured = t0 < deadline;
      const body = request.json === undefined ? undefined : JSON.stringify(request.json);
      try {
        const response = await pool.request({
          method: request.method,
          path: request.path,
          headers: {
            host,
            ...BROWSER_HEADERS,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...request.headers,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const chunks: Buffer[] = [];
        let wireBytes = 0;
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          wireBytes += chunk.length;
          if (sendOptions.readBody) chunks.push(chunk);
        }
        if (measured)
          tally.answer(request.route, t0, performance.now(), {
            status: response.statusCode,
            wireBytes,
            retryAfter: response.headers['retry-after'] !== undefined,
          });
        const encoding = response.headers['content-encoding'];
        const retryAfter = Number(response.headers['retry-after']);
        return {
          status: response.statusCode,
          ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
          ...(sendOptions.readBody
            ? {
                body: await decode(
                  typeof encoding === 'string' ? encoding : undefined,
                  Buffer.concat(chunks),
                ),
              }
            : {}),
        };
      } catch (error) {
        const name = (error as Error).name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        const code = timedOut ? 'timeout' : ((error as { code?: string }).code ?? name);
        if (measured) tally.failure(request.route, t0, performance.now(), code, timedOut);
        return null;
      }
    },
  };
  const cpuBefore = readCpu(options.stackRoots);
  let cpuAfter = cpuBefore;
  const windowTimer = setTimeout(() => {
    cpuAfter = readCpu(options.stackRoots);
  }, seconds * 1000);
  lag.enable();
  try {
    await Promise.all(
      Array.from({ length: fans }, async (_, fan) => {
        while (http.open()) await flow(fan, http);
      }),
    );
  } finally {
    clearTimeout(windowTimer);
    lag.disable();
    await pool.destroy();
  }
  if (cpuAfter === cpuBefore) cpuAfter = readCpu(options.stackRoots);
  return {
    seconds,
    spanSeconds: tally.span(seconds),
    fans,
    routes: tally.summary(seconds),
    cores: coresBetween(cpuBefore, cpuAfter),
    loadGeneratorLagP99Ms: lag.percentile(99) / 1e6,
  };
}
