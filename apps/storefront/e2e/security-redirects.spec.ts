import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, hostUrl } from './support/hosts';
import { Client, loggedInAccount, PASSWORD } from './support/security-client';

/*
 * Redirect targets (docs/security.md#redirect-targets): the attack run's addresses, sent to every
 * page and route that takes one. Each must bring the fan back to a page of the shop, logged in or
 * not, and /api/oidc/login must not send anyone to another site.
 */

const RIVIERA = `http://riviera.localhost:${E2E_PORT}`;
const HARBOUR = `http://harbour.localhost:${E2E_PORT}`;
const MEMBER = { login: 'member@stadio.example', password: 'Member-Demo-2026' };
const PROVIDER = /^http:\/\/127\.0\.0\.1:\d+\//;

/** Each would have left for evil.example from the login page before the fix. */
const ATTACKS = [
  '/..//evil.example/',
  '/%2e%2e//evil.example/',
  '/%2F%2Fevil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil.example',
  'http://evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
];
const query = (target: string) => encodeURIComponent(target);

/** Whether an address, read against the shop's origin as a browser would, stays on `origin`. */
const staysOn = (origin: string, location: string | undefined) =>
  location !== undefined && new URL(location, origin).origin === origin;

const locationOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers.location;
  return Array.isArray(value) ? value[0] : value;
};

test('a logged-in fan sent to login or sign-up with a disguised address lands on the shop', async () => {
  const { client } = await loggedInAccount();
  for (const page of ['/login', '/sign-up'])
    for (const target of ATTACKS) {
      const answer = await client.send('GET', `${page}?lng=en&redirectUrl=${query(target)}`);
      expect([page, target, answer.status]).toEqual([page, target, 307]);
      const location = locationOf(answer.headers);
      expect(staysOn(RIVIERA, location), `${page} ${target} → ${location}`).toBe(true);
      expect(location).not.toContain('evil.example');
    }
});

test('the login and sign-up forms carry only a path of the shop to come back to', async () => {
  const client = new Client();
  for (const page of ['/login', '/sign-up'])
    for (const target of ATTACKS) {
      const answer = await client.send('GET', `${page}?lng=en&redirectUrl=${query(target)}`);
      expect(answer.status).toBe(200);
      // Each form links to the other with the return path it will use.
      const other = page === '/login' ? 'sign-up' : 'login';
      const link = new RegExp(`href="/${other}\\?redirectUrl=([^"&]*)"`).exec(answer.text)?.[1];
      expect([page, target, link === undefined ? undefined : decodeURIComponent(link)]).toEqual([
        page,
        target,
        '/',
      ]);
    }
});

test('/api/oidc/login sends no one to another site, at a club with accounts or with a provider', async () => {
  for (const target of ATTACKS) {
    const shop = await new Client().send('GET', `/api/oidc/login?redirectUrl=${query(target)}`);
    expect(shop.status).toBe(303);
    // A club with the shop's own accounts: its login page, with a safe return path.
    expect(locationOf(shop.headers)).toBe(`${RIVIERA}/login?redirectUrl=%2F`);
    const harbour = await new Client(undefined, `harbour.localhost:${E2E_PORT}`).send(
      'GET',
      `/api/oidc/login?redirectUrl=${query(target)}`,
    );
    expect(harbour.status).toBe(303);
    expect(locationOf(harbour.headers) ?? '').toMatch(PROVIDER);
  }
});

/** Logs in through the form of the page the browser is on. */
async function logInWithForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('logged out, the login form goes back to the shop after login, not to the disguised address', async ({
  page,
}) => {
  const { email } = await loggedInAccount();
  await page.goto(hostUrl('riviera.localhost', `/login?lng=en&redirectUrl=${query('/..//evil.example/')}`));
  await logInWithForm(page, email);
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).origin).toBe(RIVIERA);
});

test('the profile form completed with a disguised address stays on the shop', async ({ page }) => {
  const { email } = await loggedInAccount();
  await page.goto(hostUrl('riviera.localhost', '/login?lng=en&redirectUrl=%2Fprofile'));
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  for (const target of ['/..//evil.example/', '/%2F%2Fevil.example/']) {
    await page.goto(hostUrl('riviera.localhost', `/profile?lng=en&tab=infos&complete=${query(target)}`));
    await page.getByTestId('profile-form').getByRole('button', { name: /save/i }).click();
    // Saved, then sent to the page the completion was for: the shop's home, never evil.example.
    await expect(page).toHaveURL(new RegExp(`^${RIVIERA}/(\\?.*)?$`), { timeout: 30_000 });
  }
});

test("a member signing in at harbour's provider from a disguised address comes back to the shop", async ({
  page,
}) => {
  await page.goto(hostUrl('harbour.localhost', `/api/oidc/login?redirectUrl=${query('/..//evil.example/')}`));
  await expect(page).toHaveURL(PROVIDER);
  await expect(page.getByRole('heading', { name: 'Membership sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(MEMBER.login);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.origin === HARBOUR, { timeout: 30_000 });
  // With fields missing, the profile form first, to come back to the shop's home after it.
  const complete = new URL(page.url()).searchParams.get('complete');
  if (complete !== null) expect(complete).toBe('/');
});
