/** Categories without a colour of their own get one of these, by category id, so it stays stable. */
const FALLBACK_PALETTE = [
  '#7C3AED',
  '#2563EB',
  '#0E9F8E',
  '#65A30D',
  '#D97706',
  '#DB2777',
  '#0891B2',
  '#9333EA',
];

/** The colour seats of a category are drawn in. */
export function categoryColour(categoryId: string, colour: string | undefined): string {
  if (colour) return colour;
  let hash = 0;
  for (const char of categoryId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_PALETTE[hash % FALLBACK_PALETTE.length] ?? '#2563EB';
}

/** sRGB channels 0..255 of a `#rgb`, `#rrggbb` or `rgb()/rgba()` colour; undefined for anything else. */
export function parseColour(colour: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * White or near-black, whichever reads better on `background` (WCAG contrast), so labels drawn on
 * a club's category colours stay legible; `fallback` when the colour cannot be parsed.
 */
export function textOn(background: string, fallback = '#FFFFFF'): string {
  const rgb = parseColour(background);
  if (!rgb) return fallback;
  const l = luminance(rgb);
  // 0.0552 is the luminance of #111111 plus the 0.05 flare term of the WCAG formula.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0552 ? '#FFFFFF' : '#111111';
}
