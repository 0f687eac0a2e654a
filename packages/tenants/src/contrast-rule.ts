import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import type { ThemeColors } from './theme-colors';

/*
 * The one contrast rule of a club's colours: the theme preview shows it pair by pair and
 * `tenants:check` (and the shop, when it reads the tenants folder) refuses a file that fails it,
 * so a colour the preview flags can never pass the check (docs/tenant-onboarding.md#colours).
 */

/** WCAG AA minimum for large text and user-interface parts (borders, icons, focus rings). */
export const MIN_UI_CONTRAST = 3;

/** Which text/background pair of the theme is checked; the key names its message in `themePreview.pairs`. */
export type ContrastPairKey =
  'buttonText' | 'footerText' | 'bodyText' | 'mutedText' | 'linkText' | 'primaryOnPage';

/** A colour field of `branding.colors`. */
export type ThemeColorField = keyof ThemeColors;

export interface ContrastCheck {
  key: ContrastPairKey;
  foreground: string;
  background: string;
  /** The fields that make the foreground and the background (a derived colour names its base). */
  foregroundField: ThemeColorField;
  backgroundField: ThemeColorField;
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
  const pairs: [ContrastPairKey, string, ThemeColorField, string, ThemeColorField, number][] = [
    ['buttonText', colors.onPrimary, 'onPrimary', colors.primary, 'primary', MIN_TEXT_CONTRAST],
    ['footerText', colors.onSecondary, 'onSecondary', colors.secondary, 'secondary', MIN_TEXT_CONTRAST],
    ['bodyText', colors.text, 'text', colors.background, 'background', MIN_TEXT_CONTRAST],
    [
      'mutedText',
      mixColours(colors.text, colors.background, 72),
      'text',
      colors.background,
      'background',
      MIN_TEXT_CONTRAST,
    ],
    [
      'linkText',
      mixColours(colors.primary, colors.text, 80),
      'primary',
      colors.background,
      'background',
      MIN_TEXT_CONTRAST,
    ],
    ['primaryOnPage', colors.primary, 'primary', colors.background, 'background', MIN_UI_CONTRAST],
  ];
  return pairs.map(([key, foreground, foregroundField, background, backgroundField, required]) => {
    const ratio = contrastRatio(foreground, background);
    return {
      key,
      foreground,
      background,
      foregroundField,
      backgroundField,
      ratio,
      required,
      passes: ratio >= required,
    };
  });
}
