import { describe, expect, it } from 'vitest';
import { isPrivateAddress, loopbackHttpAllowed, webhookUrlProblem } from './webhook-url';

describe('where webhooks may be sent (SSRF)', () => {
  it('refuses addresses of this server and of private networks, keeps public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', 'crm.example.com'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('takes https to a public host, and http to this machine only where allowed', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4010/hooks', true)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4010/hooks', false)).toMatch(/https/);
    expect(webhookUrlProblem('https://localhost/hooks', false)).toMatch(/public/);
    expect(webhookUrlProblem('https://10.0.0.8/hooks', true)).toMatch(/public/);
    expect(webhookUrlProblem('http://10.0.0.8/hooks', true)).toMatch(/https/);
    expect(webhookUrlProblem('https://intranet/hooks', false)).toMatch(/public host/);
  });

  it('allows loopback http in development and under the test stack, never in production', () => {
    expect(loopbackHttpAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(loopbackHttpAllowed({ NODE_ENV: 'production', STADIO_TEST_ROUTES: '1' })).toBe(true);
    expect(loopbackHttpAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(loopbackHttpAllowed({})).toBe(true);
  });
});
