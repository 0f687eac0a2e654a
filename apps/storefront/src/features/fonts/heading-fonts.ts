import localFont from 'next/font/local';
import type { HeadingFont } from '@stadio/tenants/fonts';

// The clubs' heading typefaces, self-hosted (docs/adr/0019-club-imagery-and-fonts.md). One variable
// file per font and alphabet: every weight in one download, and a Latin page never fetches the
// Cyrillic file (unicode-range). `display: swap` paints the text at once in the fallback; no
// preload, since Next preloads a font on every page of the layout that imports it, i.e. every
// club's fonts at every club. next/font wants literal options, hence the repetition.
// The Latin face carries the metric-adjusted fallback (Arial resized to the font's average Latin
// letter): Next measures it on the file's Latin letters, which a Cyrillic file lacks (it would say
// 100 %, and a condensed or wide heading would wrap differently once the font arrives, moving the
// page). The stack lists every face before any fallback, so the fallback, which has every
// alphabet, never catches the Cyrillic letters before the Cyrillic face can.

const oswaldLatin = localFont({
  src: '../../../../../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const oswaldCyrillic = localFont({
  src: '../../../../../node_modules/@fontsource-variable/oswald/files/oswald-cyrillic-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

const archivoLatin = localFont({
  src: '../../../../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const exo2Latin = localFont({
  src: '../../../../../node_modules/@fontsource-variable/exo-2/files/exo-2-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const exo2Cyrillic = localFont({
  src: '../../../../../node_modules/@fontsource-variable/exo-2/files/exo-2-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

type Face = { style: { fontFamily: string } };

const FACES: Record<HeadingFont, Face[]> = {
  oswald: [oswaldLatin, oswaldCyrillic],
  archivo: [archivoLatin],
  'exo-2': [exo2Latin, exo2Cyrillic],
};

/**
 * The inline style <html> needs for a club's heading font: the heading token that Chakra and the
 * CSS modules read (`--chakra-fonts-heading`) set to the font's families (its @font-face rules are
 * in the layout's CSS whatever the club; a browser downloads only the faces a page draws with).
 */
export function headingFontStyle(font: HeadingFont): Record<string, string> {
  // A face's family list is its own family, then its fallback's (if it has one).
  const families = FACES[font].map((face) => face.style.fontFamily.split(',').map((family) => family.trim()));
  const stack = [...families.map(([own]) => own), ...families.flatMap(([, ...fallbacks]) => fallbacks)];
  return { '--chakra-fonts-heading': [...stack, 'system-ui', 'sans-serif'].join(', ') };
}
