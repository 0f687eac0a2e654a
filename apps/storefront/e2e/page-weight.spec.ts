import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';
import { holdSeatsByApi, logInAsDemoFan, releaseOrderByApi } from './support/orders';

test.use({ locale: 'en-GB' });

/** Errors the page throws while it loads and hydrates (a hydration mismatch is React error #418). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Paths the router fetches in the background from now on: RSC requests (`rsc: 1`) and prefetches. */
function routerFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch'] || headers.rsc === '1') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Waits until React has hydrated: the layout's islands are interactive then. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => 'next' in window && document.readyState === 'complete');
  await expect(page.getByTestId('cart-button')).toBeVisible();
}

test('catalogue and shop pages hydrate without a mismatch, with or without Chakra', async ({ page }) => {
  // Seven pages each waited to hydration: 23 s of the default 30 on the clean CI run.
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  for (const [club, path] of [
    ['riviera', '/'],
    ['neva', '/'],
    ['riviera', '/event/m03'],
    ['amstel', '/event/m03'],
    ['riviera', '/event/m04'],
    ['neva', '/pack/season'],
    ['amstel', '/login'],
  ] as const) {
    await page.goto(hostUrl(`${club}.localhost`, path));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors, `${club}${path}`).toEqual([]);
  }
});

test('the home page carries no Chakra until the phone menu is opened, and the keyboard gets into it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await hydrated(page);
  // Chakra's components and Emotion's styles: none in the server's HTML, none loaded yet.
  expect(await page.locator('[class*="chakra-"], style[data-emotion]').count()).toBe(0);

  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  // Opened once, the menu opens again at once.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
});

test('the login link of a cached page comes back to the page it was followed from', async ({ page }) => {
  await page.goto(hostUrl('neva.localhost', '/event/m05?lng=en'));
  await hydrated(page);
  await expect(page.getByTestId('connect-button')).toHaveAttribute(
    'href',
    `/login?redirectUrl=${encodeURIComponent('/event/m05?lng=en')}`,
  );
});

/**
 * Counts the Intl objects the page makes from now on. The first one of a page loads the browser's
 * ICU data, ~100 ms of a phone's main thread in the middle of hydration
 * (docs/adr/0031-messages-precompiled-no-intl-at-load.md).
 */
async function countIntlObjects(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Locale', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Counted = function (...args: unknown[]) {
        made.push(name);
        return new Original(...args);
      };
      Object.assign(Counted, Original);
      Counted.prototype = Original.prototype;
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
}

test('the home page makes no Intl formatter in the browser while it loads: the badges and the hero come written', async ({
  page,
}) => {
  const made = await countIntlObjects(page);
  for (const club of ['riviera', 'amstel', 'neva']) {
    await page.goto(hostUrl(`${club}.localhost`, '/'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await made(), club).toEqual([]);
  }
  // The count sees a formatter made in the page.
  await page.evaluate(() => new Intl.NumberFormat('fr').format(1));
  expect(await made()).toEqual(['NumberFormat']);
});

test('the match page and the order summary make no Intl formatter while they load: prices and dates are written from tables', async ({
  page,
}) => {
  // Prices from format-money.ts's table, the club's dates from the zone offsets the layout sends
  // (docs/adr/0036-money-and-club-dates-without-intl-in-the-browser.md).
  const made = await countIntlObjects(page);
  // The live stock is held back while the match pages load: other specs buy at these clubs
  // meanwhile, and a count that moved since the page was cached is written by the browser, which
  // does make its Intl objects then (block-left.ts).
  await page.route('**/api/proxy/graphql?*', (route) => route.abort());
  for (const [club, lng] of [
    ['riviera', 'fr'],
    ['neva', 'ru'],
  ]) {
    await page.goto(hostUrl(`${club}.localhost`, `/event/m05?lng=${lng}`));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ticket-n-of-m')).toBeVisible();
    expect(await made(), `${club} match page, ${lng}`).toEqual([]);
  }
  await page.unroute('**/api/proxy/graphql?*');
  await logInAsDemoFan(page, 'riviera.localhost', '/event/m03?lng=en');
  const { order } = await holdSeatsByApi(page, { eventId: 'm03', blockSuffix: 'N16', count: 1, skip: 60 });
  try {
    await page.goto(hostUrl('riviera.localhost', `/summary?orderId=${order.orderId}&lng=fr`));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The order's match date and its prices, as a French fan reads them.
    await expect(page.getByTestId('order-summary')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(page.getByTestId('order-summary')).toContainText(/\d+,\d{2}\u00a0€/);
    expect(await made(), 'summary').toEqual([]);
  } finally {
    await releaseOrderByApi(page, order.orderId);
  }
});

test('a page load asks the server for no login or profile page in the background; a click still opens them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const background = routerFetches(page);
  const loadAndSettle = async (club: string, path: string) => {
    await page.goto(hostUrl(`${club}.localhost`, path));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  };
  for (const [club, path] of [
    ['neva', '/'],
    ['riviera', '/event/m05'],
  ] as const) {
    await loadAndSettle(club, path);
    // The login link names this page by now (it comes back here after the login).
    await expect(page.getByTestId('connect-button')).toHaveAttribute('href', /redirectUrl=/);
  }
  // Other pages may be prefetched (catalogue pages are cached); these two are rendered per fan.
  expect(background.filter((path) => path === '/login')).toEqual([]);
  expect(background.length, 'the router does prefetch other pages').toBeGreaterThan(0);
  await page.getByTestId('connect-button').click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fevent%2Fm05/);
  await expect(page.locator('input[type="email"]')).toBeVisible();

  await logInAsDemoFan(page, 'riviera.localhost', '/event/m05');
  background.length = 0;
  await loadAndSettle('riviera', '/');
  await loadAndSettle('riviera', '/event/m05');
  expect(background.filter((path) => path === '/profile')).toEqual([]);
  await page.getByTestId('account-button').click();
  await expect(page).toHaveURL(/\/profile\?tab=infos/);
});

test('opening the phone menu asks the server for none of its account pages; a tap still opens them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const background = routerFetches(page);
  const openMenu = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return menu;
  };
  const accountPages = () => background.filter((path) => ['/login', '/profile', '/orders'].includes(path));

  // Logged out, the account links lead to the login page; the public subscriptions page may be
  // prefetched (it is a cached catalogue page).
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await hydrated(page);
  let menu = await openMenu();
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', /^\/login\?/);
  expect(accountPages()).toEqual([]);

  await logInAsDemoFan(page, 'riviera.localhost', '/');
  await hydrated(page);
  background.length = 0;
  menu = await openMenu();
  expect(accountPages()).toEqual([]);
  await menu.getByRole('link', { name: 'E-tickets' }).click();
  await expect(page).toHaveURL(/\/orders/);
});

test("every script a match page runs is marked for V8's eager compilation, and the page still hydrates", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts: Promise<{ url: string; firstLine: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then((text) => ({ url: response.url(), firstLine: text.split('\n', 1)[0] ?? '' })),
    );
  });
  await page.goto(hostUrl('riviera.localhost', '/event/m05?lng=en'));
  await hydrated(page);
  // The seat selection's chunks load after hydration (ADR 0017), before the network goes idle.
  await expect(page.getByTestId('seat-map-area')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(5);
  // ADR 0038: compiled off the main thread while they stream in, not in the task that hydrates.
  expect(
    loaded
      .filter((script) => script.firstLine !== '//# allFunctionsCalledOnLoad')
      .map((script) => script.url),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
