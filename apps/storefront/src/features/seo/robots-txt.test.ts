import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  it('allows the shop, keeps account, checkout and API pages out, and names the sitemap', () => {
    const text = robotsTxt('https://billetterie.example.fr');
    expect(text).toContain('Allow: /\n');
    for (const path of ['/api/', '/profile', '/orders', '/checkout', '/summary', '/login']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/event\/?\n/);
    expect(text).toContain('Sitemap: https://billetterie.example.fr/sitemap.xml');
  });
});
