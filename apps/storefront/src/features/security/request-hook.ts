import http from 'node:http';
import { CLIENT_ADDRESS_HEADER, CLIENT_HTTPS_HEADER } from '@/lib/request-headers';
import { isCataloguePageRequest, type PageLine } from '@/features/catalogue/page-line';
import type { PageCopies } from '@/features/catalogue/page-copies';
import { API_POLICY } from './content-security-policy';
import { HSTS, INTERNAL_RESPONSE_HEADERS, securityHeadersFor } from './security-headers';
import { clientOf, type TrustedProxies } from './trusted-proxies';

const INSTALLED = Symbol.for('stadio.request-hook');

type HeaderValue = number | string | readonly string[];

/** Takes some requests before Next: true when it took this one (`pass` hands it back to Next). */
export type RequestLane = (req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) => boolean;

/**
 * Every request of this process's HTTP server, before Next sees it (ADR 0022): Next's `next start`
 * keeps whatever `X-Forwarded-For` and `-Proto` a client sends and drops the socket's address, so
 * they are settled here from the socket and TRUSTED_PROXIES: the client's address goes to
 * `x-stadio-client-address` (and is the only `X-Forwarded-For`), the scheme to
 * `X-Forwarded-Proto`. The security headers are set on the answer, HSTS when it travels over
 * HTTPS, and headers naming internal paths are dropped. Holds, releases and blocks go to
 * `lane`, if given (ADR 0037), which answers them before Next unless it hands them back. Requests for catalogue pages are answered
 * from `copies` when one is fresh (ADR 0034), and otherwise wait their turn in `pageLine`, if given.
 */
export function installRequestHook(
  trusted: TrustedProxies,
  pageLine: PageLine | null = null,
  copies: PageCopies | null = null,
  lane: RequestLane | null = null,
): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function emitWithHook(this: http.Server, event: string | symbol, ...args: unknown[]) {
    const pass = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event !== 'request') return pass();
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    prepare(req, res, trusted);
    // An on-sale's holds, releases and blocks skip Next's routing, which costs more than they do (ADR 0037).
    if (lane?.(req, res, pass)) return true;
    // Catalogue pages come from a copy kept a second (ADR 0034) or take turns (ADR 0033);
    // everything else goes straight to Next.
    if ((!pageLine && !copies) || !isCataloguePageRequest(req)) return pass();
    const toNext = pageLine ? () => pageLine.admit(req, res, pass) : pass;
    if (copies) copies.handle(req, res, toNext);
    else toNext();
    return true;
  } as typeof emit;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** The request's headers settled, the answer's headers prepared (exported for tests). */
export function prepare(req: http.IncomingMessage, res: http.ServerResponse, trusted: TrustedProxies): void {
  const socket = req.socket as typeof req.socket & { encrypted?: boolean };
  const client = clientOf(
    socket.remoteAddress,
    single(req.headers['x-forwarded-for']),
    single(req.headers['x-forwarded-proto']),
    trusted,
    socket.encrypted === true,
  );
  req.headers['x-forwarded-for'] = client.address;
  req.headers['x-forwarded-proto'] = client.https ? 'https' : 'http';
  req.headers[CLIENT_ADDRESS_HEADER] = client.address;
  req.headers[CLIENT_HTTPS_HEADER] = client.https ? '1' : '0';
  if (!trusted.trusts(socket.remoteAddress ?? '')) delete req.headers['x-forwarded-host'];

  for (const [name, value] of securityHeadersFor(req.url)) res.setHeader(name, value);
  // The strictest policy until an answer sets its own (the proxy, the rush lane, the busy page):
  // nothing leaves without one (docs/security.md#content-security-policy).
  res.setHeader('content-security-policy', API_POLICY);
  if (client.https) res.setHeader(...HSTS);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: HeaderValue) =>
    INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value);
}
