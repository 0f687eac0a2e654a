import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance } from './contrast';
import { resolveThemeColors } from './theme-colors';

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });

  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#C2410C', '#c2410c')).toBeCloseTo(1, 5);
  });

  it('puts #777777 on white just under the 4.5 AA threshold', () => {
    const ratio = contrastRatio('#777777', '#FFFFFF');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('matches published WCAG values', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });
});

describe('resolveThemeColors', () => {
  const colors = { primary: '#0B2A5B', onPrimary: '#FFFFFF', secondary: '#D4A017', onSecondary: '#1A1A1A' };
  const withTheme = (theme: 'light' | 'dark') => ({
    branding: {
      logo: 'a/logo.svg',
      favicon: 'a/favicon.svg',
      loginBackground: 'a/bg.svg',
      theme,
      headingFont: 'oswald' as const,
      colors,
    },
  });

  it('fills in a light page by default and a dark page for the dark theme', () => {
    expect(resolveThemeColors(withTheme('light'))).toMatchObject({
      background: '#ffffff',
      text: '#1a1a1a',
    });
    expect(resolveThemeColors(withTheme('dark'))).toMatchObject({
      background: '#0f1115',
      text: '#f5f5f5',
    });
  });
});
