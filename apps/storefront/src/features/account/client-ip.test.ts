import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it("takes the address the server's request hook settled", () => {
    expect(clientIp(new Headers({ 'x-stadio-client-address': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-stadio-client-address': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('never reads X-Forwarded-For or X-Real-IP, which anyone can write; "unknown" without the hook', () => {
    for (let i = 0; i < 35; i += 1)
      expect(
        clientIp(new Headers({ 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` })),
      ).toBe('unknown');
    expect(clientIp(new Headers({ 'x-stadio-client-address': 'evil; drop table' }))).toBe('unknown');
  });
});
