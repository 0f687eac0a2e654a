import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/hosts';
import { Client } from './support/security-client';

/*
 * The Host header and the pages without a club (docs/security.md#host-header,
 * #content-security-policy): a Host whose port is out of range answered 500 on the provider
 * callback, and the platform directory and the "no shop here" page had no policy.
 */

test('a Host that is not a host name with a port from 1 to 65535 is refused 400 everywhere, never 5xx', async () => {
  for (const host of ['harbour.localhost:99999', 'riviera.localhost:0', 'riviera.localhost:65536'])
    for (const path of [
      '/api/oidc/callback?code=x&state=y',
      '/api/oidc/login',
      '/',
      '/login',
      '/api/config',
    ]) {
      const answer = await new Client(undefined, host).send('GET', path);
      expect([host, path, answer.status]).toEqual([host, path, 400]);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'none'");
    }
  // The same club on a port in range is served.
  expect(
    (await new Client(undefined, `harbour.localhost:${E2E_PORT}`).send('GET', '/login?lng=en')).status,
  ).toBe(200);
});

test('the platform directory and the "no shop here" page carry a policy with a nonce on their scripts', async () => {
  const pages = {
    directory: await new Client(undefined, `localhost:${E2E_PORT}`).send('GET', '/'),
    unknownHost: await new Client(undefined, `nobody.localhost:${E2E_PORT}`).send('GET', '/'),
  };
  expect(pages.directory.status).toBe(200);
  expect(pages.unknownHost.status).toBe(404);
  for (const [name, answer] of Object.entries(pages)) {
    const policy = String(answer.headers['content-security-policy']);
    expect(policy, name).toContain("frame-ancestors 'none'");
    expect(policy, name).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, name).toBeTruthy();
    expect(answer.text, name).toContain(`nonce="${nonce}"`);
  }
  // Every other answer of a host without a club has one too.
  const api = await new Client(undefined, `nobody.localhost:${E2E_PORT}`).send('GET', '/api/config');
  expect(api.status).toBe(404);
  expect(String(api.headers['content-security-policy'])).toContain("default-src 'none'");
});
