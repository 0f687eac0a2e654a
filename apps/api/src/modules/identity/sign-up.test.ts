import { customers } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_UP,
  signUpInput,
  startIdentityTestbed,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';

describe('sign-up', () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it('creates an account with normalised fields and queues the verification e-mail with it', async () => {
    const { signUp } = await bed.data<{ signUp: Record<string, unknown> }>(SIGN_UP, {
      input: signUpInput('  Anna.Fan@Example.COM ', { preferredLocale: 'en' }),
    });
    expect(signUp).toMatchObject({
      email: 'anna.fan@example.com',
      firstName: 'Anna',
      lastName: 'Van Dijk',
      phoneNumber: '+33612345678',
      emailVerified: false,
      preferredLocale: 'en',
    });
    const mails = (await bed.outbox()).filter((row) => row.recipient === 'anna.fan@example.com');
    expect(mails).toMatchObject([
      { template: 'verify-email', locale: 'en', status: 'pending', tenantId: 'riviera' },
    ]);
  });

  it('keeps one account per club: the same address at another club is another account', async () => {
    const input = signUpInput('twice@example.com');
    const atRiviera = await bed.data<{ signUp: { id: string } }>(SIGN_UP, { input });
    const atNorthEnd = await bed.data<{ signUp: { id: string; preferredLocale: string } }>(
      SIGN_UP,
      { input },
      'north-end',
    );
    expect(atNorthEnd.signUp.id).not.toBe(atRiviera.signUp.id);
    // North End only speaks English: the e-mails follow the club's languages.
    expect(atNorthEnd.signUp.preferredLocale).toBe('en');

    // A taken address at this club is said on the e-mail field, and nothing is created or sent.
    const before = await bed.outbox();
    const again = await bed.gql(SIGN_UP, {
      input: signUpInput(' TWICE@example.com', { firstName: 'someone else' }),
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'email', code: 'email_already_used' }],
    });
    const twice = (
      await bed.db.select({ email: customers.email, tenantId: customers.tenantId }).from(customers)
    ).filter((row) => row.email === 'twice@example.com');
    expect(twice.map((row) => row.tenantId).sort()).toEqual(['north-end', 'riviera']);
    expect(await bed.outbox()).toHaveLength(before.length);
  });

  it('refuses a common password, or one close to it, saying why', async () => {
    for (const password of ['Password123!', 'Liverpool2024']) {
      const answer = await bed.gql(SIGN_UP, { input: signUpInput('common@example.com', { password }) });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'password', code: 'password_too_common' }],
      });
    }
  });

  it("refuses missing or invalid fields of the club's form, naming each", async () => {
    const answer = await bed.gql(SIGN_UP, {
      input: {
        email: 'new@example',
        password: 'short',
        firstName: ' ',
        dateOfBirth: '1990/01/01',
        gender: 'FEMALE',
      },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'email', code: 'invalid', message: 'E-mail is not valid' },
        { field: 'password', code: 'password_too_short', message: 'Use at least 10 characters' },
        { field: 'password', code: 'password_one_kind' },
        { field: 'firstName', code: 'required', message: 'First name required' },
        { field: 'lastName', code: 'required' },
        { field: 'dateOfBirth', code: 'date_format', message: 'The date format is yyyy-mm-dd' },
        { field: 'phoneNumber', code: 'required' },
      ],
    });
    // North End requires no field but e-mail and password.
    const { signUp } = await bed.data<{ signUp: { firstName: string | null } }>(
      SIGN_UP,
      { input: { email: 'minimal@example.com', password: 'Kickoff-2030' } },
      'north-end',
    );
    expect(signUp.firstName).toBeNull();
  });

  it('stores only a salted scrypt hash of the password', async () => {
    await bed.data(SIGN_UP, { input: signUpInput('hash@example.com') });
    const rows = await bed.db
      .select({ email: customers.email, hash: customers.passwordHash })
      .from(customers);
    const row = rows.find((r) => r.email === 'hash@example.com');
    expect(row?.hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  });
});
