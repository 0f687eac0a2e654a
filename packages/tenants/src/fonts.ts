/**
 * Typefaces a club may pick for its headings. Each is self-hosted by the storefront (next/font, the
 * files from @fontsource-variable packages), so the list is fixed at build time; body text stays in
 * the system font, which costs nothing to load (docs/adr/0019-club-imagery-and-fonts.md).
 * `cyrillic`: the font has Russian letters; a club selling in Russian needs one that does.
 */
export const HEADING_FONTS = {
  /** Condensed, the classic look of football shirts and stadium boards (the default). */
  oswald: { label: 'Oswald', cyrillic: true },
  /** Wide and solid, for a club that wants a modern, heavy look. */
  archivo: { label: 'Archivo', cyrillic: false },
  /** Rounded technical shapes, with Cyrillic letters. */
  'exo-2': { label: 'Exo 2', cyrillic: true },
} as const;

export type HeadingFont = keyof typeof HEADING_FONTS;

export const HEADING_FONT_NAMES = Object.keys(HEADING_FONTS) as [HeadingFont, ...HeadingFont[]];

export const DEFAULT_HEADING_FONT: HeadingFont = 'oswald';
