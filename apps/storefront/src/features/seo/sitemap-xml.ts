/** A page of the sitemap: its path, and the languages it can be read in (given as `?lng=`). */
export interface SitemapEntry {
  path: string;
  /** Every change of this page is a change of the catalogue, so it is read often. */
  changeFrequency: 'daily' | 'weekly';
  priority: number;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap protocol's XML, with one alternate link per language (the proxy reads `?lng=`), so
 * search engines show the page in the searcher's language.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  locales: readonly string[],
): string {
  const urls = entries.map((entry) => {
    const loc = `${origin}${entry.path}`;
    const alternates =
      locales.length > 1
        ? locales.map(
            (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${loc}?lng=${l}`)}"/>`,
          )
        : [];
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...alternates,
      `    <changefreq>${entry.changeFrequency}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
