import { expect, test } from '@playwright/test';
import { hostUrl } from './support/hosts';

// Every club in every one of its languages (tenants/*.json).
const PAGES = [
  ['riviera', ['fr', 'en']],
  ['amstel', ['nl', 'fr', 'en']],
  ['neva', ['ru', 'en', 'es']],
] as const;

test("no two links of a club's footer have the same name", async ({ page }) => {
  test.setTimeout(180_000);
  for (const [club, languages] of PAGES) {
    for (const lng of languages) {
      await page.goto(hostUrl(`${club}.localhost`, `/?lng=${lng}`));
      const footer = page.getByTestId('footer');
      const names = await footer
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').trim()),
        );
      expect(names.length, `${club} ${lng}`).toBeGreaterThan(3);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, `${club} ${lng}`).toEqual([]);
    }
  }
});
