import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });

test('the phone menu links to account pages through login and offers the languages', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await expect(page.getByTestId('language-select')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute(
    'href',
    `/login?redirectUrl=${encodeURIComponent('/profile?tab=infos')}`,
  );
  await expect(menu.getByRole('link', { name: 'E-tickets' })).toHaveAttribute(
    'href',
    `/login?redirectUrl=${encodeURIComponent('/orders')}`,
  );
  await expect(menu.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/subscription');

  await menu.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
});

test('no subscriptions entry at a club without the section', async ({ page }) => {
  await page.goto(hostUrl('amstel.localhost', '/?lng=en'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link', { name: 'E-tickets' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Nederlands' })).toBeVisible();
});

test('the page does not scroll sideways on a 375-px phone', async ({ page }) => {
  test.setTimeout(90_000);
  // Home, and a match page in the club's own language, whose header also had the back arrow
  // beside the longest "log in" label (French).
  for (const [club, path] of [
    ['riviera', '/'],
    ['amstel', '/'],
    ['neva', '/'],
    ['riviera', '/event/m05?lng=fr'],
    ['amstel', '/event/m05?lng=nl'],
    ['neva', '/event/m05?lng=ru'],
  ] as const) {
    await page.goto(hostUrl(`${club}.localhost`, path));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${club}${path}`).toBeLessThanOrEqual(0);
  }
});
