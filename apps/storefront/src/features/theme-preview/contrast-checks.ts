import { contrastRatio, MIN_TEXT_CONTRAST, type ThemeColors } from '@stadio/tenants/client';

/** WCAG AA minimum for large text and user-interface parts (borders, icons, focus rings). */
export const MIN_UI_CONTRAST = 3;

/** Which text/background pair of the theme is checked; the key names its message in `themePreview.pairs`. */
export type ContrastPairKey =
  'buttonText' | 'footerText' | 'bodyText' | 'mutedText' | 'linkText' | 'primaryOnPage';

export interface ContrastCheck {
  key: ContrastPairKey;
  foreground: string;
  background: string;
  ratio: number;
  /** 4.5 for normal text, 3 for large text and UI parts. */
  required: number;
  passes: boolean;
}

/** `color-mix(in srgb, a p%, b)` as the browser computes it, to check the colours the theme derives. */
export function mixColours(a: string, b: string, percentOfA: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) =>
    Math.round((channel(a, i) * percentOfA + channel(b, i) * (100 - percentOfA)) / 100),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * Every text/background pair the storefront paints with these colours (the mixes match
 * packages/ui/src/system.ts), with its WCAG AA verdict. The primary colour on the page is a UI
 * part (focus rings, selected seats, outlines), so it needs 3:1; the secondary colour only
 * ever sits behind its own text (footer, cart count), which `footerText` covers.
 */
export function contrastChecks(colors: ThemeColors): ContrastCheck[] {
  const pairs: [ContrastPairKey, string, string, number][] = [
    ['buttonText', colors.onPrimary, colors.primary, MIN_TEXT_CONTRAST],
    ['footerText', colors.onSecondary, colors.secondary, MIN_TEXT_CONTRAST],
    ['bodyText', colors.text, colors.background, MIN_TEXT_CONTRAST],
    ['mutedText', mixColours(colors.text, colors.background, 72), colors.background, MIN_TEXT_CONTRAST],
    ['linkText', mixColours(colors.primary, colors.text, 80), colors.background, MIN_TEXT_CONTRAST],
    ['primaryOnPage', colors.primary, colors.background, MIN_UI_CONTRAST],
  ];
  return pairs.map(([key, foreground, background, required]) => {
    const ratio = contrastRatio(foreground, background);
    return { key, foreground, background, ratio, required, passes: ratio >= required };
  });
}
