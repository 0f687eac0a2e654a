import { expect, test } from '@playwright/test';
import { actBeforeHydration } from './support/before-hydration';
import { hostUrl } from './support/hosts';
import { logInAsDemoFan } from './support/orders';

// Several pages each, and a slow password check for the login.
test.describe.configure({ timeout: 120_000 });

test.describe('a Dutch browser at amstel', () => {
  test.use({ locale: 'nl-NL' });

  test('an e-mail typed on /sign-up before the page is interactive is still there after it hydrates', async ({
    page,
  }) => {
    const email = page.locator('input[name=email]');
    const errors = await actBeforeHydration(
      page,
      hostUrl('amstel.localhost', '/sign-up'),
      () => email.fill('early.fan@example.com'),
      // The submit button is enabled once React has hydrated the form.
      () => expect(page.locator('button[type=submit]').first()).toBeEnabled({ timeout: 60_000 }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(email).toHaveValue('early.fan@example.com');
    expect(errors).toEqual([]);
    // The country list is the server's: the club's country first, then by name.
    const country = page.locator('select[name=country]');
    await expect(country.locator('option').nth(1)).toHaveText('Nederland');
  });
});

test('every language gets the same country list from the server and the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [club, lng] of [
    ['riviera', 'fr'],
    ['riviera', 'en'],
    ['neva', 'es'],
    ['neva', 'ru'],
    ['amstel', 'nl'],
  ] as const) {
    errors.length = 0;
    await page.goto(hostUrl(`${club}.localhost`, `/sign-up?lng=${lng}`));
    await expect(page.locator('button[type=submit]').first()).toBeEnabled({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, `${club} ${lng}`).toEqual([]);
  }
});

test('a logged-in fan opening /login or /sign-up goes to their account, or to the page asked for', async ({
  page,
}) => {
  await logInAsDemoFan(page, 'riviera.localhost');
  await page.goto(hostUrl('riviera.localhost', '/login?lng=en'));
  await expect(page).toHaveURL(/\/profile\?tab=infos$/);
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await page.goto(hostUrl('riviera.localhost', '/sign-up'));
  await expect(page).toHaveURL(/\/profile\?tab=infos$/);
  await page.goto(hostUrl('riviera.localhost', `/login?redirectUrl=${encodeURIComponent('/orders')}`));
  await expect(page).toHaveURL(/\/orders$/);
  // At another club the fan is not logged in: the form is there.
  await page.goto(hostUrl('neva.localhost', '/login?lng=en'));
  await expect(page.getByTestId('login-page')).toBeVisible();
});
