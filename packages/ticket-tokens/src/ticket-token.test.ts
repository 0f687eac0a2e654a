import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTicketKeyring, deriveTicketKey, tenantKeyVariable } from './ticket-keys';
import { checkTicketToken, signTicketToken } from './ticket-token';

const claims = { tenant: 'riviera', ticketId: 'tkt_1', eventId: 'match-open', version: 1 };
const at = new Date('2026-03-01T10:00:00Z');

describe('ticket tokens', () => {
  const keyring = createTicketKeyring('a-secret-of-the-deployment-0123456789', {});

  it('verify with the club public key and carry the claims', async () => {
    const token = await signTicketToken(claims, keyring.privateKey('riviera'), at);
    const check = await checkTicketToken(token, keyring.publicKey('riviera'), 'riviera');
    expect(check).toEqual({ valid: true, claims, issuedAt: at });
  });

  it('are refused with another club key, when tampered with, or naming another club', async () => {
    const token = await signTicketToken(claims, keyring.privateKey('riviera'), at);
    expect(await checkTicketToken(token, keyring.publicKey('amstel'), 'riviera')).toEqual({
      valid: false,
      reason: 'BAD_SIGNATURE',
    });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ c: 'riviera', t: 'tkt_2', e: 'match-open', v: 1, i: 1 }),
    ).toString('base64url');
    expect(
      (await checkTicketToken(`${header}.${forged}.${signature}`, keyring.publicKey('riviera'), 'riviera'))
        .valid,
    ).toBe(false);
    expect(await checkTicketToken(token, keyring.publicKey('riviera'), 'amstel')).toEqual({
      valid: false,
      reason: 'WRONG_TENANT',
    });
    expect(await checkTicketToken('not a token', keyring.publicKey('riviera'), 'riviera')).toEqual({
      valid: false,
      reason: 'MALFORMED',
    });
  });

  it('derive one stable key per club from the secret', () => {
    const again = deriveTicketKey('a-secret-of-the-deployment-0123456789', 'riviera');
    expect(again.export({ format: 'der', type: 'pkcs8' })).toEqual(
      keyring.privateKey('riviera').export({ format: 'der', type: 'pkcs8' }),
    );
    expect(keyring.publicKeyPem('riviera')).not.toEqual(keyring.publicKeyPem('amstel'));
    expect(keyring.publicKeyPem('riviera')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('prefer a club key configured in the environment', async () => {
    const own = generateKeyPairSync('ed25519');
    const pem = own.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const configured = createTicketKeyring('ignored-secret-0123456789abcdef', {
      [tenantKeyVariable('north-end')]: pem,
    });
    expect(tenantKeyVariable('north-end')).toBe('TICKET_SIGNING_KEY_NORTH_END');
    const token = await signTicketToken(
      { ...claims, tenant: 'north-end' },
      configured.privateKey('north-end'),
      at,
    );
    expect((await checkTicketToken(token, own.publicKey, 'north-end')).valid).toBe(true);
  });
});
