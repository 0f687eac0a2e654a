import type { Tenant } from './schema';

/** Every colour the storefront paints with, with the theme's defaults filled in. */
export function resolveThemeColors(tenant: Pick<Tenant, 'branding'>) {
  const { theme, colors } = tenant.branding;
  const dark = theme === 'dark';
  return {
    ...colors,
    background: colors.background ?? (dark ? '#0f1115' : '#ffffff'),
    text: colors.text ?? (dark ? '#f5f5f5' : '#1a1a1a'),
  };
}
export type ThemeColors = ReturnType<typeof resolveThemeColors>;

/** The text/background pairs that must reach WCAG AA, named for error messages. */
export function contrastPairs(colors: ThemeColors) {
  return [
    {
      name: 'primary',
      foreground: colors.onPrimary,
      background: colors.primary,
      fields: ['primary', 'onPrimary'],
      foregroundField: 'onPrimary',
      backgroundField: 'primary',
    },
    {
      name: 'secondary',
      foreground: colors.onSecondary,
      background: colors.secondary,
      fields: ['secondary', 'onSecondary'],
      foregroundField: 'onSecondary',
      backgroundField: 'secondary',
    },
    {
      name: 'page',
      foreground: colors.text,
      background: colors.background,
      fields: ['text', 'background'],
      foregroundField: 'text',
      backgroundField: 'background',
    },
  ] as const;
}
