import { isIP } from 'node:net';

/*
 * Where a club may point its webhooks. The API POSTs to whatever URL staff type, from inside the
 * club's hosting: without limits, a webhook is a way to make the server call its own network
 * (SSRF: the database, a metadata service at 169.254.169.254, an admin port on 127.0.0.1). So in
 * production only https to a public host is accepted, and the address a name resolves to is
 * checked again when sending (webhook-http.ts), which also defeats a name that later points
 * inside. In development and under the browser tests (NODE_ENV not production, or
 * STADIO_TEST_ROUTES=1, as the storefront's dev mailbox decides) plain http to this machine is
 * allowed too, for a receiver on 127.0.0.1 (docs/integrations.md#webhooks).
 */

/** Whether http to this machine is allowed: only where nobody else's network is reachable. */
export function loopbackHttpAllowed(env: Partial<Record<string, string>> = process.env): boolean {
  return env['NODE_ENV'] !== 'production' || env['STADIO_TEST_ROUTES'] === '1';
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** IPv4 or IPv6 addresses that are not on the public internet (RFC 1918, 6598, 3927, 4193, 4291…). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (isIP(bare) === 6)
    return (
      bare === '::' ||
      bare === '::1' ||
      bare.startsWith('fc') ||
      bare.startsWith('fd') ||
      /^fe[89ab]/.test(bare) ||
      bare.startsWith('ff')
    );
  return false;
}

const isLoopback = (hostname: string) =>
  LOOPBACK_NAMES.has(hostname) || /^127\./.test(hostname) || hostname.endsWith('.localhost');

/** Why a URL is refused (a sentence for the field), or null when it may receive webhooks. */
export function webhookUrlProblem(value: string, allowLoopbackHttp: boolean): string | null {
  const url = URL.parse(value);
  if (!url || !url.hostname) return 'must be a full URL such as https://crm.example.com/hooks';
  if (url.username || url.password) return 'must not contain a user name or password';
  const loopback = isLoopback(url.hostname);
  if (url.protocol === 'http:' && loopback && allowLoopbackHttp) return null;
  if (url.protocol !== 'https:') return 'must start with https://';
  if (loopback && allowLoopbackHttp) return null;
  if (loopback || isPrivateAddress(url.hostname))
    return 'must point to a public address, not to this server or a private network';
  if (!url.hostname.includes('.')) return 'must name a public host (such as crm.example.com)';
  return null;
}
