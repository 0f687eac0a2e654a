import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, isMalformedUrl } from './request-guards';

describe('isMalformedUrl', () => {
  it('flags undecodable escapes and NUL characters, in the path or the query', () => {
    const malformed = (path: string, query = '') => isMalformedUrl(path, new URLSearchParams(query));
    expect(malformed('/event/%ZZ')).toBe(true);
    expect(malformed('/api/tickets/%E0%A4%A/pdf')).toBe(true);
    expect(malformed('/event/a%00b')).toBe(true);
    expect(malformed('/event/m05', 'orderId=a%00b')).toBe(true);
    expect(malformed('/event/m05', 'x%00=1')).toBe(true);
    expect(malformed('/event/m%C3%A9', 'orderId=ord_1&lng=en')).toBe(false);
  });
});

describe('isCrossSiteWrite', () => {
  const headers = (entries: Record<string, string>) =>
    new Headers({ host: 'riviera.localhost:3000', ...entries });

  it("refuses writes from another origin or site, the club's sister shops included", () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(isCrossSiteWrite(method, headers({ origin: 'https://evil.example' }))).toBe(true);
      expect(isCrossSiteWrite(method, headers({ origin: 'http://neva.localhost:3000' }))).toBe(true);
      expect(isCrossSiteWrite(method, headers({ origin: 'null' }))).toBe(true);
      expect(isCrossSiteWrite(method, headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
      expect(isCrossSiteWrite(method, headers({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    }
  });

  it("lets the shop's own pages write, reads from anywhere, and clients that are no browser", () => {
    const own = { origin: 'http://riviera.localhost:3000', 'sec-fetch-site': 'same-origin' };
    expect(isCrossSiteWrite('POST', headers(own))).toBe(false);
    expect(isCrossSiteWrite('POST', headers({ origin: 'http://RIVIERA.localhost:3000' }))).toBe(false);
    expect(
      isCrossSiteWrite('GET', headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })),
    ).toBe(false);
    expect(isCrossSiteWrite('POST', headers({}))).toBe(false);
  });
});
