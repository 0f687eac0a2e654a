// No Chakra import here: server components use this to paint a club's colours.

/**
 * CSS variables that carry a club's brand. The layout sets them per tenant on <html>, so one
 * compiled theme serves every club and a colour change needs no rebuild.
 */
export const BRAND_VARS = {
  primary: '--brand-primary',
  onPrimary: '--brand-on-primary',
  secondary: '--brand-secondary',
  onSecondary: '--brand-on-secondary',
  background: '--page-bg',
  text: '--page-fg',
} as const;

/** Inline style that paints a club's colours through the brand CSS variables. */
export function brandStyle(colors: {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  text: string;
}): Record<string, string> {
  return {
    [BRAND_VARS.primary]: colors.primary,
    [BRAND_VARS.onPrimary]: colors.onPrimary,
    [BRAND_VARS.secondary]: colors.secondary,
    [BRAND_VARS.onSecondary]: colors.onSecondary,
    [BRAND_VARS.background]: colors.background,
    [BRAND_VARS.text]: colors.text,
  };
}
