import { CLIENT_ADDRESS_HEADER } from '@/lib/request-headers';

// IPv4, IPv6 (with "::ffff:" mapped IPv4) and nothing else: the API keys its limits on this text.
const IP_PATTERN = /^[0-9a-f:.]{2,45}$/i;

/**
 * The fan's IP address for the API's limits: the one the server's request hook took from the
 * socket, or from X-Forwarded-For only as far as TRUSTED_PROXIES vouch for it (ADR 0022). Headers
 * the client wrote are never read here. Without the hook (or anything that is not an address)
 * it is "unknown", which the API limits as one shared address, so nothing is gained by it.
 */
export function clientIp(headers: Headers): string {
  const candidate = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return candidate && IP_PATTERN.test(candidate) ? candidate : 'unknown';
}
