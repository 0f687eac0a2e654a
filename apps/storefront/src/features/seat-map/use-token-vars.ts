/**
 * CSS `var()` references of the semantic colour tokens, for SVG fills and strokes. Chakra writes
 * every token as a CSS variable of the static stylesheet (`@stadio/ui/global.css`), so the names
 * are fixed and no Chakra context is needed (ADR 0017).
 */
const tokenVar = (path: string) => `var(--chakra-colors-${path.replaceAll('.', '-')})`;

const TOKEN_VARS = {
  brand: tokenVar('brand.solid'),
  brandContrast: tokenVar('brand.contrast'),
  brandSubtle: tokenVar('brand.subtle'),
  accent: tokenVar('accent.solid'),
  fg: tokenVar('fg'),
  fgMuted: tokenVar('fg.muted'),
  bg: tokenVar('bg'),
  bgPanel: tokenVar('bg.panel'),
  bgMuted: tokenVar('bg.muted'),
  border: tokenVar('border'),
} as const;

export type TokenVars = typeof TOKEN_VARS;

/** The token variables; a hook so that components read as before. */
export function useTokenVars(): TokenVars {
  return TOKEN_VARS;
}
