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
