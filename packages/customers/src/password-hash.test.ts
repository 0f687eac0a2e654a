import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT_COST, verifyPassword } from './password-hash';

// Cheap enough for many hashes in a test; the OWASP cost is exercised once above.
const TEST_PASSWORD_COST = { logN: 10, r: 8, p: 1 };

describe('password hashes', () => {
  it("hashes at OWASP's cost, which needs node's memory limit raised", async () => {
    const hash = await hashPassword('Tribune-Nord-2030', OWASP_SCRYPT_COST);
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword('Tribune-Nord-2030', hash, OWASP_SCRYPT_COST)).toEqual({
      ok: true,
      needsRehash: false,
    });
    // Two hashes at 128 MiB each take seconds on a busy 2-core machine: not a speed check.
  }, 60_000);

  it('salts every hash and refuses other passwords', async () => {
    const first = await hashPassword('Tribune-Nord-2030', TEST_PASSWORD_COST);
    const second = await hashPassword('Tribune-Nord-2030', TEST_PASSWORD_COST);
    expect(first).not.toBe(second);
    expect(await verifyPassword('tribune-nord-2030', first, TEST_PASSWORD_COST)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('checks a hash with the cost it records, and asks for a new hash when the cost changed', async () => {
    const cheap = await hashPassword('Tribune-Nord-2030', TEST_PASSWORD_COST);
    const raised = { ...TEST_PASSWORD_COST, logN: TEST_PASSWORD_COST.logN + 1 };
    expect(await verifyPassword('Tribune-Nord-2030', cheap, raised)).toEqual({ ok: true, needsRehash: true });
  });

  it('treats unreadable hashes as a wrong password', async () => {
    expect(await verifyPassword('anything', 'plain-text', TEST_PASSWORD_COST)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('treats a password and its Unicode-equivalent spelling as the same', async () => {
    const hash = await hashPassword('Café-Tribune-1', TEST_PASSWORD_COST);
    expect((await verifyPassword('Cafe\u0301-Tribune-1', hash, TEST_PASSWORD_COST)).ok).toBe(true);
  });
});
