import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, startIdentityTestbed, type IdentityTestbed } from './test-fixtures/identity-testbed';

const LOGIN = `mutation ($email: String!, $password: String!) {
  authenticate(email: $email, password: $password, ip: "192.0.2.7") { id sessionEpoch } }`;
const EPOCH = `query ($id: ID!) { sessionEpoch(customerId: $id) }`;
const END = `mutation ($id: ID!) { endSessions(customerId: $id) }`;
const CHANGE = `mutation ($id: ID!, $current: String!, $next: String!) {
  changePassword(id: $id, currentPassword: $current, newPassword: $next) }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id sessionEpoch } }`;
const DELETE = `mutation ($id: ID!) { deleteCustomer(id: $id) }`;

describe('session epochs (ADR 0022)', () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const epoch = async (id: string) =>
    (await bed.data<{ sessionEpoch: number | null }>(EPOCH, { id })).sessionEpoch;

  it('rise with log out everywhere, a password change and a reset; a deleted account has none', async () => {
    const id = await bed.signUpVerified('sessions@example.com');
    const login = await bed.data<{ authenticate: { sessionEpoch: number } }>(LOGIN, {
      email: 'sessions@example.com',
      password: GOOD_PASSWORD,
    });
    expect(login.authenticate.sessionEpoch).toBe(0);
    expect(await bed.data(END, { id })).toEqual({ endSessions: 1 });
    expect(await epoch(id)).toBe(1);

    await bed.data(CHANGE, { id, current: GOOD_PASSWORD, next: 'Quiet-Harbour-Lantern-58' });
    expect(await epoch(id)).toBe(2);

    await bed.data(REQUEST_RESET, { email: 'sessions@example.com' });
    const token = await bed.lastLinkTokenFor('sessions@example.com');
    const reset = await bed.data<{ resetPassword: { sessionEpoch: number } }>(RESET, {
      token,
      password: 'Amber-Viaduct-Orchid-91',
    });
    expect(reset.resetPassword.sessionEpoch).toBe(3);
    expect(await epoch(id)).toBe(3);

    // A wrong current password changes nothing.
    await bed.gql(CHANGE, { id, current: 'not-it', next: 'Another-Quiet-Lantern-77' });
    expect(await epoch(id)).toBe(3);

    await bed.data(DELETE, { id });
    expect(await epoch(id)).toBeNull();
    expect(await bed.errorCode(END, { id })).toBe('CUSTOMER_NOT_FOUND');
  });
});
