import { describe, expect, it } from 'vitest';
import { clientOf, parseTrustedProxies } from './trusted-proxies';

describe('clientOf', () => {
  const none = parseTrustedProxies(undefined);
  const lb = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, fd00::/8');

  it('takes the socket when no proxy is trusted, whatever X-Forwarded-For and -Proto claim', () => {
    for (let i = 0; i < 35; i += 1)
      expect(clientOf('127.0.0.1', `203.0.113.${i}`, 'https', none)).toEqual({
        address: '127.0.0.1',
        https: false,
      });
    expect(clientOf('::ffff:198.51.100.4', '1.2.3.4', undefined, none).address).toBe('198.51.100.4');
    // A peer that is not trusted cannot speak for others even when proxies are configured.
    expect(clientOf('198.51.100.4', '10.1.1.1', 'https', lb)).toEqual({
      address: '198.51.100.4',
      https: false,
    });
  });

  it('walks back through trusted proxies to the first address that is not one', () => {
    expect(clientOf('10.0.0.2', '203.0.113.9', 'https', lb)).toEqual({ address: '203.0.113.9', https: true });
    // The client may prepend anything; only the hops our proxies appended count.
    expect(clientOf('10.0.0.2', 'forged, 1.1.1.1, 203.0.113.9, 192.168.1.7', 'http', lb).address).toBe(
      '203.0.113.9',
    );
    expect(clientOf('::ffff:10.0.0.2', 'fd00::1, 2001:db8::5', undefined, lb).address).toBe('2001:db8::5');
    expect(clientOf('10.0.0.2', 'not-an-ip', undefined, lb).address).toBe('10.0.0.2');
    expect(clientOf('10.0.0.2', undefined, undefined, lb).address).toBe('10.0.0.2');
  });

  it('refuses a setting that is not addresses or ranges', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
  });
});
