import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';
import { siteOrigin } from './site-origin';

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

  it('takes the origin from the host and the forwarded scheme', () => {
    expect(siteOrigin(new Headers({ host: 'riviera.localhost:3000' }))).toBe('http://riviera.localhost:3000');
    expect(siteOrigin(new Headers({ host: 'billetterie.example.fr' }))).toBe(
      'https://billetterie.example.fr',
    );
    expect(siteOrigin(new Headers({ host: 'billetterie.example.fr', 'x-forwarded-proto': 'http' }))).toBe(
      'http://billetterie.example.fr',
    );
  });
});
