import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

test.describe('browser language', () => {
  test.use({ locale: 'nl-NL' });
  test('a Dutch browser gets Dutch at a club that speaks Dutch', async ({ page }) => {
    await page.goto(hostUrl('amstel.localhost'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
  test("a Dutch browser gets the club's first language where Dutch is not offered", async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('connect-button')).toHaveText('Se connecter');
  });
});

test.describe('query and cookie', () => {
  test.use({ locale: 'fr-FR' });
  test('?lng= wins over the browser and is remembered on the next pages', async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(hostUrl('riviera.localhost', '/some/other/page'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
  test('a language the club does not offer is ignored', async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost', '/?lng=ru'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
  test('the desktop switcher changes the language and it persists across pages', async ({ page }) => {
    await page.goto(hostUrl('neva.localhost'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByTestId('language-select').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByTestId('navbar-logo').click();
    await page.goto(hostUrl('neva.localhost', '/nowhere'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const cookies = await page.context().cookies(hostUrl('neva.localhost'));
    expect(cookies.find((c) => c.name === 'lng')?.value).toBe('es');
  });
});

test.describe('an address with ?lng= (every e-mailed link has one)', () => {
  test.use({ locale: 'fr-FR' });
  test.describe.configure({ timeout: 120_000 });
  for (const path of ['/', '/login', '/event/m07']) {
    test(`switching language on ${path}?lng=en keeps the new language on the next pages`, async ({
      page,
    }) => {
      await page.goto(hostUrl('riviera.localhost', `${path}?lng=en`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('cart-button')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.getByTestId('language-select').selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).not.toHaveURL(/lng=/);
      await page.waitForLoadState('networkidle');
      const cookies = await page.context().cookies(hostUrl('riviera.localhost'));
      expect(cookies.find((c) => c.name === 'lng')?.value).toBe('fr');
      // The next page, followed by a link or typed, is in French too.
      await page.getByTestId('navbar-logo').click();
      await expect(page).toHaveURL(hostUrl('riviera.localhost', '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await page.goto(hostUrl('riviera.localhost', '/event/m05'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  }
});
