/** Colours for categories whose plan gives none the map can use: distinct hues, readable on light and dark maps. */
export const FALLBACK_COLOURS = [
  '#7C3AED',
  '#2563EB',
  '#0E9F8E',
  '#EA580C',
  '#DB2777',
  '#CA8A04',
  '#16A34A',
  '#4B5563',
] as const;

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#FFFFFF',
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  yellow: '#FFFF00',
  orange: '#FFA500',
  purple: '#800080',
  pink: '#FFC0CB',
  gray: '#808080',
  grey: '#808080',
  brown: '#A52A2A',
  navy: '#000080',
  teal: '#008080',
};

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * A colour of a pretix plan as the venue file writes it ("#RRGGBB"): pretix takes any CSS colour,
 * so "#f80", "#ff8800cc", "rgb(255, 136, 0)" and a few colour names are understood; anything else
 * gives undefined.
 */
export function planColour(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (NAMED[text]) return NAMED[text];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(text);
  if (long) return `#${long[1]}`.toUpperCase();
  const rgb = /^rgba?\(\s*([\d.]+)\s*[, ]\s*([\d.]+)\s*[, ]\s*([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(
    text,
  );
  if (rgb) return `#${hex(Number(rgb[1]))}${hex(Number(rgb[2]))}${hex(Number(rgb[3]))}`.toUpperCase();
  return undefined;
}
