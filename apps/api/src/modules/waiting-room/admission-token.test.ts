import { describe, expect, it } from 'vitest';
import { admissionKey, checkAdmission, signAdmission, type AdmissionClaims } from './admission-token';

const key = admissionKey('a-storefront-secret-of-at-least-32-characters');
const now = new Date('2026-05-01T10:00:00Z');
const claims: AdmissionClaims = {
  tenant: 'neva',
  eventId: 'm08',
  visitorId: 'v-0123456789abcdef',
  number: 42,
  expiresAt: now.getTime() + 20 * 60_000,
};
const expected = { tenant: 'neva', eventId: 'm08', visitorId: 'v-0123456789abcdef' };
const reasonOf = async (token: string | null, at = now, against = expected, withKey = key) => {
  const check = await checkAdmission(token, against, withKey, at);
  return check.ok ? 'OK' : check.reason;
};

describe('admission token', () => {
  it('is accepted for its club, event and visitor until it ends', async () => {
    const token = await signAdmission(claims, key, now);
    const check = await checkAdmission(token, expected, key, new Date(claims.expiresAt - 1_000));
    expect(check).toEqual({ ok: true, claims });
  });

  it('is refused when missing', async () => {
    expect(await reasonOf(null)).toBe('MISSING');
    expect(await reasonOf('')).toBe('MISSING');
  });

  it('is refused when forged: another key, an edited payload, not a token, or no signature', async () => {
    const token = await signAdmission(claims, key, now);
    const otherKey = admissionKey('another-secret-of-at-least-32-characters!');
    expect(await reasonOf(await signAdmission(claims, otherKey, now))).toBe('FORGED');
    const [header, payload, signature] = token.split('.');
    const edited = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    edited.event = 'm08';
    edited.number = 1;
    const tampered = `${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
    expect(await reasonOf(tampered)).toBe('FORGED');
    expect(await reasonOf('not-a-token')).toBe('FORGED');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await reasonOf(unsigned)).toBe('FORGED');
  });

  it('is refused once expired', async () => {
    const token = await signAdmission(claims, key, now);
    expect(await reasonOf(token, new Date(claims.expiresAt + 1_000))).toBe('EXPIRED');
  });

  it('is refused for another event, another club or another visitor', async () => {
    const token = await signAdmission(claims, key, now);
    expect(await reasonOf(token, now, { ...expected, eventId: 'm03' })).toBe('OTHER_EVENT');
    expect(await reasonOf(token, now, { ...expected, tenant: 'riviera' })).toBe('OTHER_CLUB');
    expect(await reasonOf(token, now, { ...expected, visitorId: 'v-fedcba9876543210' })).toBe(
      'OTHER_VISITOR',
    );
  });
});
