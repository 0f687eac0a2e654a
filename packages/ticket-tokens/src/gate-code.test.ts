import { describe, expect, it } from 'vitest';
import { formatGateCode, gateCode, gateCodeDigest, isGateCodeOf, normalizeGateCode } from './gate-code';
import { createTicketKeyring } from './ticket-keys';

const ticket = { tenant: 'riviera', ticketId: 'tkt_0123456789abcdefghij', version: 1 };

describe('gate codes', () => {
  const keyring = createTicketKeyring('a-secret-of-the-deployment-0123456789', {});
  const key = keyring.privateKey('riviera');

  it('are eight characters of base 32, the same at every call, new with every version', () => {
    const code = gateCode(key, ticket);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(gateCode(keyring.privateKey('riviera'), ticket)).toBe(code);
    const versions = [1, 2, 3, 4].map((version) => gateCode(key, { ...ticket, version }));
    expect(new Set(versions).size).toBe(4);
    expect(gateCode(key, { ...ticket, ticketId: 'tkt_0123456789abcdefghik' })).not.toBe(code);
  });

  it('differ between clubs and between deployments', () => {
    const code = gateCode(key, ticket);
    expect(gateCode(keyring.privateKey('amstel'), { ...ticket, tenant: 'amstel' })).not.toBe(code);
    const other = createTicketKeyring('another-deployment-secret-0123456789', {});
    expect(gateCode(other.privateKey('riviera'), ticket)).not.toBe(code);
  });

  it('are read as typed: lower case, dashes, spaces, O for 0 and I or L for 1', () => {
    expect(normalizeGateCode(' k7m2-qxa9 ')).toBe('K7M2QXA9');
    expect(normalizeGateCode('O1IL-abcd')).toBe('0111ABCD');
    expect(normalizeGateCode('K7M2QXA')).toBeNull();
    expect(normalizeGateCode('K7M2QXAU')).toBeNull();
    expect(formatGateCode('K7M2QXA9')).toBe('K7M2-QXA9');
    const code = gateCode(key, ticket);
    expect(isGateCodeOf(key, ticket, formatGateCode(code).toLowerCase())).toBe(true);
    expect(isGateCodeOf(key, { ...ticket, version: 2 }, code)).toBe(false);
    expect(isGateCodeOf(key, ticket, '')).toBe(false);
  });

  it('are listed as a digest of the version and the code, not the code', () => {
    const code = gateCode(key, ticket);
    const digest = gateCodeDigest(ticket, code);
    expect(digest).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(digest).not.toContain(code);
    expect(gateCodeDigest({ ...ticket, version: 2 }, code)).not.toBe(digest);
  });
});
