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
