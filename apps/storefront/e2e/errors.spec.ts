import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

test.use({ locale: 'en-GB' });

test('a path no page claims shows the club-branded not-found page with 404', async ({ page }) => {
  const response = await page.goto(hostUrl('amstel.localhost', '/this/does/not/exist?lng=en'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'amstel');
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(hostUrl('amstel.localhost'));
});

test('a render error shows the generic error page and is reported to /api/log', async ({ page }) => {
  const logRequest = page.waitForRequest((r) => r.url().endsWith('/api/log') && r.method() === 'POST');
  await page.goto(hostUrl('riviera.localhost', '/test-only/render-error?lng=en'));
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, an error occurred');
  await expect(page.getByTestId('error-page')).toContainText('We are working on a fix');
  const body = (await logRequest).postDataJSON();
  expect(body.level).toBe('error');
  expect(body.browserInfo.userAgent).toContain('Chrome');
  expect(body.browserInfo.url).toContain('/test-only/render-error');
  await expect(page.getByTestId('error-page').getByRole('link', { name: 'Back to home' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the back-to-home button shows away from home and the loading bar shows during navigation', async ({
  page,
}) => {
  // Slow page payloads down (prefetches included) so the loading indicator can be observed.
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  // The bar may show only briefly when the page was prefetched: remember that it appeared at all.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-progress"]'))
        document.documentElement.dataset.barSeen = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(hostUrl('riviera.localhost', '/nowhere?lng=en'));
  const back = page.getByTestId('back-home');
  await expect(back).toBeVisible();
  // A click before hydration is a plain browser navigation, which has no bar to show.
  await page.waitForFunction(() => 'next' in window && document.readyState === 'complete');
  await back.click();
  await expect(page).toHaveURL(hostUrl('riviera.localhost'));
  await expect(page.locator('html')).toHaveAttribute('data-bar-seen', 'yes');
  await expect(page.getByTestId('route-progress')).toBeHidden();
  await expect(page.getByTestId('back-home')).toBeHidden();
});
