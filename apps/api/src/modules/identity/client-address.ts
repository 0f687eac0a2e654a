import type { IncomingHttpHeaders } from 'node:http';

/** The header in which the storefront passes the fan's address (trusted with its secret only). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

// IPv4 or IPv6 and nothing else: limits are keyed on this text.
const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

/** The fan's address the storefront sent, "unknown" (one shared bucket) when absent or malformed. */
export function clientAddressOf(headers: IncomingHttpHeaders): string {
  const value = headers[CLIENT_ADDRESS_HEADER];
  const address = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return ADDRESS.test(address) ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : 'unknown';
}
