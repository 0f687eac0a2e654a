// IPv4, IPv6 (with "::ffff:" mapped IPv4) and nothing else: the API keys its throttling on this text.
const IP_PATTERN = /^[0-9a-f:.]{2,45}$/i;

/**
 * The fan's IP address for login throttling. Next fills `x-forwarded-for` from the socket when
 * no proxy did; behind a proxy the last hop is the one our own proxy appended (the earlier ones
 * are whatever the client claimed). Anything that is not an address becomes "unknown", which
 * the API throttles as one shared address, so forged headers gain nothing.
 */
export function clientIp(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const candidate = hops.at(-1) ?? headers.get('x-real-ip')?.trim();
  return candidate && IP_PATTERN.test(candidate) ? candidate : 'unknown';
}
