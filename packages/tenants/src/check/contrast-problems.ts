import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance } from '../contrast';
import type { Tenant } from '../schema';
import { contrastPairs, resolveThemeColors } from '../theme-colors';
import type { CheckProblem } from './problem';

/** Rounded down so a failing 4.48 never prints as a passing-looking "4.5". */
const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/** Text that is too faint on its background is unreadable for many fans (WCAG AA, 4.5:1). */
export function contrastProblems(tenant: Tenant, file: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const pair of contrastPairs(resolveThemeColors(tenant))) {
    const ratio = contrastRatio(pair.foreground, pair.background);
    if (ratio >= MIN_TEXT_CONTRAST) continue;
    const backgroundIsDarker = relativeLuminance(pair.background) < relativeLuminance(pair.foreground);
    problems.push({
      file,
      field: `branding.colors.${pair.backgroundField}`,
      message:
        `The text colour ${pair.foreground} on ${pair.background} has a contrast of ${shownRatio(ratio)}:1; ` +
        `it needs at least ${MIN_TEXT_CONTRAST}:1 to be readable.`,
      fix: `${backgroundIsDarker ? 'darken' : 'lighten'} "${pair.backgroundField}" or change "${pair.foregroundField}".`,
    });
  }
  return problems;
}
