import { describe, expect, it } from 'vitest';
import { CLIENT_HTTPS_HEADER } from './request-headers';
import { requestOrigin } from './request-origin';

describe('requestOrigin', () => {
  it('takes the origin from the host and the scheme the request hook judged', () => {
    expect(requestOrigin(new Headers({ host: 'Riviera.localhost:3000' }))).toBe(
      'http://riviera.localhost:3000',
    );
    expect(requestOrigin(new Headers({ host: 'billetterie.example.fr' }))).toBe(
      'https://billetterie.example.fr',
    );
    expect(requestOrigin(new Headers({ host: 'billetterie.example.fr', 'x-forwarded-proto': 'http' }))).toBe(
      'http://billetterie.example.fr',
    );
    expect(
      requestOrigin(
        new Headers({
          host: 'riviera.localhost:3000',
          [CLIENT_HTTPS_HEADER]: '1',
          'x-forwarded-proto': 'http',
        }),
      ),
    ).toBe('https://riviera.localhost:3000');
  });

  it('gives no origin for a Host that is not a host, whatever its port says', () => {
    for (const host of ['harbour.localhost:99999', 'harbour.localhost:0', 'evil.example/x', 'a b', ''])
      expect(requestOrigin(new Headers(host ? { host } : {})), host).toBeNull();
  });
});
