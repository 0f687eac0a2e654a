import type { Page } from '@playwright/test';

/**
 * Opens `url` with the page's scripts held back until `act` has run, so the fan types or ticks in the
 * server's HTML before React hydrates it, as on a slow phone; then lets the scripts load and waits
 * for `hydrated`. Returns the errors the page threw.
 */
export async function actBeforeHydration(
  page: Page,
  url: string,
  act: () => Promise<void>,
  hydrated: () => Promise<void>,
): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: the styles must load for the form to be there to use.
  const isScript = (address: URL) =>
    address.pathname.startsWith('/_next/static/') && address.pathname.endsWith('.js');
  await page.route(isScript, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await act();
  release();
  await hydrated();
  await page.waitForLoadState('networkidle');
  await page.unroute(isScript);
  return errors;
}
