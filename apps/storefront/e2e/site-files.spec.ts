import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';

/** Fetched by the browser: Node's resolver does not know *.localhost. */
async function fetchFile(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    text: await response.text(),
  };
}

test("each club's sitemap lists its own pages on its own host", async ({ page }) => {
  const riviera = await fetchFile(page, hostUrl('riviera.localhost', '/sitemap.xml'));
  expect(riviera.status).toBe(200);
  expect(riviera.type).toContain('application/xml');
  const xml = riviera.text;
  const origin = hostUrl('riviera.localhost', '');
  expect(xml).toContain(`<loc>${origin}/</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${origin}/event/[^<]+</loc>`));
  expect(xml).toContain(`<loc>${origin}/subscription</loc>`);
  expect(xml).toContain('hreflang="fr"');
  expect(xml).not.toContain('neva.localhost');

  const neva = (await fetchFile(page, hostUrl('neva.localhost', '/sitemap.xml'))).text;
  expect(neva).toContain(`<loc>${hostUrl('neva.localhost', '/')}</loc>`);
  expect(neva).not.toContain('riviera.localhost');
});

test('robots.txt keeps account and checkout pages out and points at the sitemap', async ({ page }) => {
  const { status, text } = await fetchFile(page, hostUrl('amstel.localhost', '/robots.txt'));
  expect(status).toBe(200);
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain('Disallow: /profile');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${hostUrl('amstel.localhost', '/sitemap.xml')}`);
});

test("the web app manifest carries the club's names, colour and icons", async ({ page }) => {
  const response = await fetchFile(page, hostUrl('neva.localhost', '/manifest.webmanifest'));
  expect(response.status).toBe(200);
  expect(response.type).toContain('application/manifest+json');
  const manifest = JSON.parse(response.text) as {
    short_name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest.icons.map((i) => i.src)).toContain('/tenant-assets/neva/favicon.svg');
  expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  await page.goto(hostUrl('neva.localhost', '/'));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('home and event pages share with Open Graph and Twitter tags', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  const meta = (attr: string, name: string) => page.locator(`meta[${attr}="${name}"]`).first();
  await expect(meta('property', 'og:title')).toHaveAttribute(
    'content',
    'Olympique Riviera official ticket office',
  );
  await expect(meta('property', 'og:image')).toHaveAttribute(
    'content',
    hostUrl('riviera.localhost', '/tenant-assets/riviera/login-background.svg'),
  );
  await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');

  const href = await page.getByTestId('event-card').getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/event\//);
  await page.goto(hostUrl('riviera.localhost', `${href}?lng=en`));
  await expect(meta('property', 'og:title')).toHaveAttribute('content', /^Olympique Riviera – .+/);
  await expect(meta('property', 'og:url')).toHaveAttribute(
    'content',
    hostUrl('riviera.localhost', href ?? ''),
  );
  await expect(meta('property', 'og:site_name')).toHaveAttribute(
    'content',
    'Olympique Riviera Football Club',
  );
});
