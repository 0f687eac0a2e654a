import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';

// Harbour signs its fans in through its membership system: the stack's real OpenID provider
// (@stadio/idp, ADR 0027), whose demo member has no phone number while the club requires one.
const HARBOUR = (path: string) => hostUrl('harbour.localhost', path);
const MEMBER = { login: 'member@stadio.example', password: 'Member-Demo-2026' };

async function signInAtProvider(page: Page) {
  await expect(page.getByRole('heading', { name: 'Membership sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(MEMBER.login);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a harbour fan signs in at the provider, completes the phone once, comes back, logs out everywhere', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(HARBOUR('/login?redirectUrl=%2Fevent%2Fm03'));
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await page.getByTestId('provider-login-button').click();
  await signInAtProvider(page);

  // First sign-in: the club needs a phone number the provider did not give.
  await expect(page).toHaveURL(/\/profile\?tab=infos&complete=/);
  await page.getByLabel(/phone/i).fill('+44 7700 900123');
  await page.getByTestId('profile-form').getByRole('button', { name: /save/i }).click();
  await expect(page).toHaveURL(HARBOUR('/event/m03'));

  // Asked once: the next sign-in goes straight back.
  await page.goto(HARBOUR('/profile?tab=infos'));
  await expect(page.getByTestId('profile-page')).toContainText('Morgan');

  // Logout ends the shop's session and the provider's.
  await page
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(page).toHaveURL(HARBOUR('/'));
  const cookies = await context.cookies(HARBOUR('/'));
  expect(cookies.find((c) => c.name === 'stadio_session')).toBeUndefined();
  await page.goto(HARBOUR('/login?redirectUrl=%2Fevent%2Fm03'));
  await page.getByTestId('provider-login-button').click();
  // The provider asks for the password again: its session ended too.
  await signInAtProvider(page);
  await expect(page).toHaveURL(HARBOUR('/event/m03'));
});

test('a tampered state and a replayed code are refused with the login page’s message', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(HARBOUR('/login'));
  await page.getByTestId('provider-login-button').click();
  await expect(page.getByRole('heading', { name: 'Membership sign-in' })).toBeVisible();
  let callback = '';
  page.on('request', (request) => {
    if (request.url().includes('/api/oidc/callback')) callback ||= request.url();
  });
  await page.getByLabel('Login').fill(MEMBER.login);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.includes('127.0.0.1'));
  expect(callback).toContain('code=');

  // The same code again (the pending cookie is gone and the code used): refused, not a 500.
  await page.goto(callback);
  await expect(page.getByTestId('provider-login')).toContainText('could not be completed');

  // A forged state on a fresh sign-in.
  await page.context().clearCookies();
  await page.goto(HARBOUR('/login'));
  await page.getByTestId('provider-login-button').click();
  await page.route('**/api/oidc/callback**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('state', 'forged');
    return route.continue({ url: url.href });
  });
  await signInAtProvider(page);
  await expect(page.getByTestId('provider-login')).toContainText('could not be completed');
});

test('the login entry of the oidc club, phone and desktop', async ({ page }) => {
  for (const [name, width, height] of [
    ['375', 375, 812],
    ['desktop', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(HARBOUR('/login'));
    await expect(page.getByTestId('provider-login-button')).toBeVisible();
    // SHOTS_DIR keeps them for a designer's look; otherwise in the test's own output folder.
    const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
    await page.screenshot({ path: `${dir}/oidc-login-${name}.png`, fullPage: true });
  }
});
