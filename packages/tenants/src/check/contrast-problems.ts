import { relativeLuminance } from '../contrast';
import { contrastChecks, type ContrastPairKey } from '../contrast-rule';
import type { Tenant } from '../schema';
import { resolveThemeColors } from '../theme-colors';
import type { CheckProblem } from './problem';

/** Rounded down so a failing 4.48 never prints as a passing-looking "4.5". */
const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/** What each pair is on the page, as the theme preview names it. */
const PAIR_NAMES: Record<ContrastPairKey, string> = {
  buttonText: 'Button text ("onPrimary" on "primary")',
  footerText: 'Footer text ("onSecondary" on "secondary")',
  bodyText: 'Page text ("text" on "background")',
  mutedText: 'Secondary text ("text" faded into "background")',
  linkText: 'Links ("primary" mixed with "text", on "background")',
  primaryOnPage: 'Focus rings, outlines and selected seats ("primary" on "background")',
};

/**
 * Colours too faint on their background are unreadable for many fans (WCAG AA): the theme
 * preview's pairs, with its thresholds (contrast-rule.ts), so the check refuses what it flags.
 */
export function contrastProblems(tenant: Tenant, file: string): CheckProblem[] {
  return contrastChecks(resolveThemeColors(tenant))
    .filter((check) => !check.passes)
    .map((check) => {
      const backgroundIsDarker = relativeLuminance(check.background) < relativeLuminance(check.foreground);
      // The primary colour's pairs are fixed by moving it away from the page's background.
      const onPrimary = check.foregroundField === 'primary';
      return {
        file,
        field: `branding.colors.${onPrimary ? 'primary' : check.backgroundField}`,
        message:
          `${PAIR_NAMES[check.key]}: ${check.foreground.toUpperCase()} on ${check.background.toUpperCase()} has a contrast of ` +
          `${shownRatio(check.ratio)}:1; it needs at least ${check.required}:1 to be readable.`,
        fix: onPrimary
          ? `${backgroundIsDarker ? 'lighten' : 'darken'} "primary", keeping "onPrimary" readable on it, or change "background".`
          : `${backgroundIsDarker ? 'darken' : 'lighten'} "${check.backgroundField}" or change "${check.foregroundField}".`,
      };
    });
}
