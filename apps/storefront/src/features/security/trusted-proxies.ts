import { BlockList, isIP } from 'node:net';

/**
 * Which peers may tell us the client's address (`X-Forwarded-For`) and scheme
 * (`X-Forwarded-Proto`): the load balancers and CDN in front of the shop, configured as
 * TRUSTED_PROXIES (addresses and CIDR ranges, comma-separated; docs/security.md). Like Express's
 * `trust proxy`: the client is the first address, walking from the socket back through the
 * forwarded hops, that is not a trusted proxy. With nothing configured the socket's peer is the
 * client and forwarded headers are ignored, so a header anyone can write changes nothing.
 */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`; other addresses unchanged. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/** Parses TRUSTED_PROXIES (`10.0.0.0/8, 192.168.1.7, fd00::/8`); throws on an entry that is not one. */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  let empty = true;
  for (const entry of (setting ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxBits))
    )
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
    empty = false;
  }
  return {
    trusts: (address) => {
      if (empty) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client of a request that reached us from `socketAddress` with these forwarded headers, and
 * whether it came over HTTPS as far as trusted peers say (the scheme of the hop nearest us).
 */
export function clientOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
  trusted: TrustedProxies,
  socketEncrypted = false,
): { address: string; https: boolean } {
  const peer = plainAddress(socketAddress ?? '');
  if (!peer || !trusted.trusts(peer)) return { address: peer || 'unknown', https: socketEncrypted };
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let address = peer;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = plainAddress(hops[index] ?? '');
    // A hop that is no address: our proxy's own report is the last one we can believe.
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trusted.trusts(hop)) break;
  }
  const proto = forwardedProto?.split(',').at(-1)?.trim().toLowerCase();
  return { address, https: proto === 'https' || (proto === undefined && socketEncrypted) };
}
