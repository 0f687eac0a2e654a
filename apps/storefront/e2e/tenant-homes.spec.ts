import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

const TENANTS_DIR = path.resolve(import.meta.dirname, '../../../tenants');
const clubs = ['riviera', 'amstel', 'neva'].map((slug) =>
  JSON.parse(readFileSync(path.join(TENANTS_DIR, `${slug}.json`), 'utf8')),
);

// A browser language none of the clubs offers: each club falls back to its first language.
test.use({ locale: 'de-DE' });

for (const club of clubs) {
  test(`${club.slug}: home at its own host with its branding`, async ({ page }) => {
    const response = await page.goto(hostUrl(`${club.slug}.localhost`));
    expect(response?.status()).toBe(200);

    // Its own title, favicon, logo and colours.
    const firstLocale = club.locales[0];
    await expect(page).toHaveTitle(club.home.title[firstLocale] ?? club.home.title.en);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      `/tenant-assets/${club.branding.favicon}`,
    );
    await expect(page.getByTestId('navbar-logo').locator('img')).toHaveAttribute(
      'src',
      `/tenant-assets/${club.branding.logo}`,
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(club.branding.colors.primary.toLowerCase());
    await expect(page.locator('html')).toHaveAttribute('data-tenant', club.slug);
    await expect(page.locator('html')).toHaveClass(
      club.branding.theme === 'dark' ? /dark/ : /^(?!.*dark).*$/,
    );

    // Its footer: links, socials, copyright with the club's name and this year.
    const footer = page.getByTestId('footer');
    for (const link of club.footers) await expect(footer.locator(`a[href="${link.href}"]`)).toHaveCount(1);
    for (const social of club.socials)
      await expect(footer.locator(`a[href="${social.href}"]`)).toHaveCount(1);
    await expect(page.getByTestId('copyright')).toContainText(
      `${new Date().getFullYear()} ${club.clientLongName}`,
    );

    // Subscriptions section only where the club has it.
    await expect(page.locator('#abonnements')).toHaveCount(club.subscriptionsSection.enabled ? 1 : 0);

    // The logo is served as an image, not a broken link.
    const logoType = await page.evaluate(
      async (src) => (await fetch(src)).headers.get('content-type'),
      `/tenant-assets/${club.branding.logo}`,
    );
    expect(logoType).toBe('image/svg+xml');
  });
}

test('plain localhost lists the demo clubs with links to their hosts', async ({ page }) => {
  await page.goto(hostUrl('localhost'));
  const directory = page.getByTestId('club-directory');
  for (const club of clubs) {
    await expect(directory.getByRole('link', { name: club.clientLongName })).toHaveAttribute(
      'href',
      hostUrl(`${club.slug}.localhost`, ''),
    );
  }
  await directory.getByRole('link', { name: clubs[1].clientLongName }).click();
  await expect(page).toHaveURL(hostUrl('amstel.localhost'));
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'amstel');
});

test('an unknown host gets "no shop at this address" with status 404', async ({ page }) => {
  const response = await page.goto(hostUrl('no-such-club.localhost', '/event/12'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('unknown-host')).toContainText('no-such-club.localhost');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No shop at this address');
});
