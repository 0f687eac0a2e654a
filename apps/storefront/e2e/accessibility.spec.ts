import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

const pages = [
  ['riviera.localhost', '/'],
  ['amstel.localhost', '/'],
  ['neva.localhost', '/'],
  ['riviera.localhost', '/missing-page'],
  ['localhost', '/'],
  ['unknown.localhost', '/'],
] as const;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  for (const [host, path] of pages) {
    test(`axe finds no violations on ${host}${path} (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(hostUrl(host, path));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
}

test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
