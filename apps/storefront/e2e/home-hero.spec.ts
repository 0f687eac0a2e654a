import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';

// The home page as a club's own shop (docs/product.md#home): the next home match on the club's
// artwork with one way in, and match cards whose sale state reads at a glance.

const cards = (page: Page) => page.getByTestId('event-list').getByTestId('event-card');
const stateOf = (page: Page, state: string) =>
  cards(page).filter({ has: page.locator(`[data-sale-state="${state}"]`) });

for (const host of ['riviera.localhost', 'amstel.localhost', 'neva.localhost']) {
  test(`${host.split('.')[0]}: the hero offers the next match on sale, with its teams, date, venue and price`, async ({
    page,
  }) => {
    await page.goto(hostUrl(host, '/?lng=en'));
    const hero = page.getByTestId('match-hero');
    await expect(hero).toBeVisible();
    // The first card (by date) that can be bought is the hero's match.
    const buyable = cards(page).filter({
      has: page.locator('[data-sale-state="onSale"], [data-sale-state="earlyBird"]'),
    });
    const firstId = await buyable.first().getAttribute('data-event-id');
    await expect(hero).toHaveAttribute('data-event-id', firstId ?? '');
    const card = cards(page).and(page.locator(`[data-event-id="${firstId}"]`));
    // Both teams with their crests, as on the card.
    const teams = await card.locator('h3').innerText();
    for (const name of teams.split('\n').filter((line) => line.trim() && !/^vs$/i.test(line.trim())))
      await expect(hero.getByRole('heading', { level: 2 })).toContainText(name.trim(), { ignoreCase: true });
    await expect(hero.locator('img[alt=""]')).toHaveCount(3); // artwork and two crests
    await expect(hero).toContainText(/From €\d+\.\d{2}/);
    await expect(hero.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // One call to action, and it leads to the match's seats.
    await expect(hero.getByRole('link')).toHaveCount(1);
    await hero.getByTestId('hero-cta').click();
    await expect(page).toHaveURL(new RegExp(`/event/${firstId}`));
  });
}

test('the hero artwork is the club’s, through the image optimiser at quality 75, fetched first', async ({
  page,
}) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  const artwork = page.getByTestId('match-hero').locator('img').first();
  const src = (await artwork.getAttribute('src')) ?? '';
  expect(src).toContain('/_next/image?url=%2Ftenant-assets%2Friviera%2Fhero.webp');
  expect(src).toContain('q=75');
  await expect(artwork).toHaveAttribute('fetchpriority', 'high');
  await expect(artwork).not.toHaveAttribute('loading', 'lazy');
  expect(await artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Below the fold, images wait (partners).
  await expect(page.getByTestId('partner-banners').locator('img').first()).toHaveAttribute('loading', 'lazy');
});

test('match cards read their sale state at a glance', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  const bar = (state: string) =>
    stateOf(page, state)
      .first()
      .evaluate((card) => getComputedStyle(card).borderTopColor);
  const colours = await Promise.all(['onSale', 'soldOut', 'opensLater', 'earlyBird', 'closed'].map(bar));
  // Five states, five colours on the card's top bar.
  expect(new Set(colours).size).toBe(5);
  // Sold out: greyed crests, no price, no way in.
  const soldOut = stateOf(page, 'soldOut').first();
  await expect(soldOut).toContainText('Sold out');
  expect(
    await soldOut
      .locator('img')
      .first()
      .evaluate((img) => getComputedStyle(img).filter),
  ).toContain('grayscale');
  await expect(soldOut.getByRole('button', { name: /Choose seats/ })).toBeDisabled();
  // Opening soon says when; early bird says when the public sale opens.
  await expect(stateOf(page, 'opensLater').first()).toContainText(/Opens \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(stateOf(page, 'earlyBird').first()).toContainText(
    /Public sale \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  // On sale: price from and a way in.
  const onSale = stateOf(page, 'onSale').first();
  await expect(onSale).toContainText(/From €\d+\.\d{2}/);
  await expect(onSale.getByRole('link', { name: /Choose seats/ })).toBeVisible();
});

/** Neva's primary (#DC1630 in tenants/neva.json) as the browser computes it. */
const NEVA_RED = 'rgb(220, 22, 48)';

test('headings are in the club’s own font, the footer on a quiet surface', async ({ page }) => {
  const headingFont = async (host: string) => {
    await page.goto(hostUrl(host, '/?lng=en'));
    await page.evaluate(() => document.fonts.ready);
    return page.locator('#matches-title').evaluate((h) => getComputedStyle(h).fontFamily);
  };
  expect(await headingFont('riviera.localhost')).toMatch(/Oswald/i);
  expect(await headingFont('amstel.localhost')).toMatch(/Archivo/i);
  expect(await headingFont('neva.localhost')).toMatch(/Exo/i);
  // The face is really loaded (self-hosted), not only named.
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.status === 'loaded' && /Exo/i.test(f.family)),
    ),
  ).toBe(true);
  const footer = page.getByTestId('footer');
  // Neva's footer is a dark neutral like its page; the club's red is only the footer's top rule.
  const footerBg = await footer.evaluate((f) => getComputedStyle(f).backgroundColor);
  expect(footerBg).not.toBe(NEVA_RED);
  expect(footerBg).not.toBe('rgb(20, 184, 166)');
  expect(await footer.evaluate((f) => getComputedStyle(f).borderTopColor)).toBe(NEVA_RED);
});
