import { customers, mailOutbox } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail } from './delete-customer';
import {
  AUTHENTICATE,
  EXECUTE,
  GOOD_PASSWORD,
  SIGN_UP,
  signUpInput,
  startIdentityTestbed,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';
import { hasTicketsOnResale } from './tickets-on-resale';

const CUSTOMER = `query ($id: ID!) { customer(id: $id) { id email firstName phoneNumber gender iban bic preferredLocale } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateCustomerInput!) {
  updateCustomer(id: $id, input: $input) { id firstName phoneNumber gender company cityName iban bic preferredLocale } }`;
const CHANGE_PASSWORD = `mutation ($id: ID!, $current: String!, $next: String!) {
  changePassword(id: $id, currentPassword: $current, newPassword: $next) }`;
const DELETE = `mutation ($id: ID!) { deleteCustomer(id: $id) }`;
const ip = '203.0.113.9';

describe('customer account', () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it("shows a customer to its own club only, and refuses ids that are not customers' ids", async () => {
    const id = await bed.signUpVerified('mine@example.com');
    expect(await bed.data(CUSTOMER, { id })).toMatchObject({ customer: { id, email: 'mine@example.com' } });
    expect(await bed.data(CUSTOMER, { id }, 'north-end')).toEqual({ customer: null });
    expect(await bed.errorCode(UPDATE, { id, input: { company: 'Acme' } }, 'north-end')).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    expect(await bed.errorCode(CUSTOMER, { id: 'not-a-uuid' })).toBe('BAD_USER_INPUT');
  });

  it("updates the given fields only, within the club's rules", async () => {
    const id = await bed.signUpVerified('update@example.com');
    const { updateCustomer } = await bed.data<{ updateCustomer: unknown }>(UPDATE, {
      id,
      input: {
        phoneNumber: '06 99 88 77 66',
        gender: 'FEMALE',
        company: ' Acme ',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'BNPAFRPP',
        preferredLocale: 'en',
      },
    });
    expect(updateCustomer).toEqual({
      id,
      firstName: 'Anna',
      phoneNumber: '0699887766',
      gender: 'FEMALE',
      company: 'Acme',
      cityName: null,
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      preferredLocale: 'en',
    });
    const cleared = await bed.data<{ updateCustomer: { company: string | null } }>(UPDATE, {
      id,
      input: { company: '' },
    });
    expect(cleared.updateCustomer.company).toBeNull();

    const refused = await bed.gql(UPDATE, {
      id,
      input: { firstName: 'Annie', phoneNumber: null, bic: 'DEUTDEFF', preferredLocale: 'ru' },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'firstName', code: 'cannot_change' },
        { field: 'phoneNumber', code: 'required' },
        { field: 'bic', code: 'country_mismatch' },
        { field: 'preferredLocale', code: 'invalid' },
      ],
    });
  });

  it('changes the password only with the current one', async () => {
    const id = await bed.signUpVerified('change@example.com');
    const wrong = { id, current: 'not-my-password', next: 'Brand-New-2030' };
    expect(await bed.errorCode(CHANGE_PASSWORD, wrong)).toBe('INVALID_CREDENTIALS');
    expect(await bed.errorCode(CHANGE_PASSWORD, { id, current: GOOD_PASSWORD, next: 'weak' })).toBe(
      'WEAK_PASSWORD',
    );
    expect(await bed.data(CHANGE_PASSWORD, { id, current: GOOD_PASSWORD, next: 'Brand-New-2030' })).toEqual({
      changePassword: true,
    });
    expect(
      await bed.errorCode(AUTHENTICATE, { email: 'change@example.com', password: GOOD_PASSWORD, ip }),
    ).toBe('INVALID_CREDENTIALS');
    await bed.data(AUTHENTICATE, { email: 'change@example.com', password: 'Brand-New-2030', ip });
  });

  it('throttles guesses of the current password', async () => {
    const id = await bed.signUpVerified('guessed@example.com');
    for (let i = 0; i < 3; i += 1)
      expect(
        await bed.errorCode(CHANGE_PASSWORD, { id, current: `guess-${i}`, next: 'Brand-New-2030' }),
      ).toBe('INVALID_CREDENTIALS');
    // A stolen session guesses slower and slower (ADR 0022).
    expect(await bed.errorCode(CHANGE_PASSWORD, { id, current: GOOD_PASSWORD, next: 'Brand-New-2030' })).toBe(
      'THROTTLED',
    );
    bed.clock.advance(1_000);
    expect(await bed.errorCode(CHANGE_PASSWORD, { id, current: 'guess-3', next: 'Brand-New-2030' })).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await bed.errorCode(CHANGE_PASSWORD, { id, current: GOOD_PASSWORD, next: 'Brand-New-2030' })).toBe(
      'THROTTLED',
    );
  });

  it('deletes an account by anonymising it: no login, no profile, no pending mail, address free again', async () => {
    await bed.data(SIGN_UP, { input: signUpInput('leaving@example.com') });
    const token = await bed.lastLinkTokenFor('leaving@example.com');
    const { executeActionToken } = await bed.data<{ executeActionToken: { customer: { id: string } } }>(
      EXECUTE,
      {
        token,
      },
    );
    const id = executeActionToken.customer.id;
    await bed.data(`mutation { requestPasswordReset(email: "leaving@example.com") }`);

    expect(await hasTicketsOnResale(bed.db, 'riviera', id)).toBe(false);
    expect(await bed.data(DELETE, { id })).toEqual({ deleteCustomer: true });

    const [row] = await bed.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, 'riviera'), eq(customers.id, id)));
    expect(row).toMatchObject({
      email: anonymisedEmail(id),
      passwordHash: null,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      deletedAt: bed.clock.now(),
    });
    expect(
      await bed.errorCode(AUTHENTICATE, { email: 'leaving@example.com', password: GOOD_PASSWORD, ip }),
    ).toBe('INVALID_CREDENTIALS');
    expect(await bed.data(CUSTOMER, { id })).toEqual({ customer: null });
    expect(await bed.errorCode(DELETE, { id })).toBe('CUSTOMER_NOT_FOUND');

    // The reset mail queued before the deletion is never sent, and no mail keeps the old address.
    const before = bed.mailbox.messages({ to: 'leaving@example.com' }).length;
    await bed.worker().runOnce();
    expect(bed.mailbox.messages({ to: 'leaving@example.com' })).toHaveLength(before);
    const leftovers = await bed.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'leaving@example.com'));
    expect(leftovers).toEqual([]);

    const again = await bed.data<{ signUp: { id: string } }>(SIGN_UP, {
      input: signUpInput('leaving@example.com'),
    });
    expect(again.signUp.id).not.toBe(id);
  });
});
