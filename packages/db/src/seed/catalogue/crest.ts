const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to three initials of a club name, skipping short particles ("AS de Provence" → "AP"). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w.length > 2 || /^[A-ZА-Я]{2,}$/.test(w));
  const letters = words.map((w) => (/^[A-ZА-Я]{2,3}$/.test(w) ? w : w.charAt(0).toUpperCase()));
  return letters.join('').slice(0, 3);
}

/**
 * A shield crest as a data: URL (two colours, a diagonal band, the initials), so demo opponents
 * get distinct logos without image files.
 */
export function crestDataUrl(name: string, colours: readonly [string, string]): string {
  const [main, band] = colours;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72" role="img" aria-label="${escapeXml(name)}">` +
    `<path d="M4 4h56v30c0 18-12 30-28 35C16 64 4 52 4 34z" fill="${main}" stroke="#111" stroke-width="2"/>` +
    `<path d="M4 40L60 14v14L4 54z" fill="${band}" opacity="0.85"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" ` +
    `font-size="18" fill="#fff" stroke="#111" stroke-width="0.6">${escapeXml(initials(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
