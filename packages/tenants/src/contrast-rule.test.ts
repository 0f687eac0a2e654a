import { describe, expect, it } from 'vitest';
import { contrastProblems } from './check/contrast-problems';
import { contrastChecks, mixColours } from './contrast-rule';
import type { Tenant } from './schema';

const riviera = {
  primary: '#0B2A5B',
  onPrimary: '#FFFFFF',
  secondary: '#D4A017',
  onSecondary: '#1A1A1A',
  background: '#FFFFFF',
  text: '#1A1A1A',
};

describe('theme contrast checks', () => {
  it('gives the WCAG ratios of known pairs', () => {
    const black = contrastChecks({ ...riviera, text: '#000000', background: '#FFFFFF' });
    expect(black.find((c) => c.key === 'bodyText')?.ratio).toBeCloseTo(21, 5);
    const grey = contrastChecks({ ...riviera, onPrimary: '#777777', primary: '#FFFFFF' });
    // #777 on white is the classic just-failing grey: 4.48:1.
    expect(grey.find((c) => c.key === 'buttonText')?.ratio).toBeCloseTo(4.48, 2);
    expect(grey.find((c) => c.key === 'buttonText')?.passes).toBe(false);
  });

  it('passes a club whose colours were chosen for contrast', () => {
    expect(contrastChecks(riviera).filter((c) => !c.passes)).toEqual([]);
  });

  it('flags a pale primary for button text and as a UI colour, with the lower bar for UI parts', () => {
    const failing = contrastChecks({ ...riviera, primary: '#FFE680' }).filter((c) => !c.passes);
    expect(failing.map((c) => c.key)).toEqual(['buttonText', 'linkText', 'primaryOnPage']);
    expect(failing.find((c) => c.key === 'primaryOnPage')?.required).toBe(3);
    expect(failing.find((c) => c.key === 'buttonText')?.required).toBe(4.5);
  });

  it('accepts a UI colour between 3:1 and 4.5:1', () => {
    // #949494 on white is about 3.03:1.
    const check = contrastChecks({ ...riviera, primary: '#949494' }).find((c) => c.key === 'primaryOnPage');
    expect(check?.ratio).toBeGreaterThan(3);
    expect(check?.ratio).toBeLessThan(4.5);
    expect(check?.passes).toBe(true);
  });

  it('mixes colours per channel like CSS color-mix in sRGB', () => {
    expect(mixColours('#000000', '#FFFFFF', 50)).toBe('#808080');
    expect(mixColours('#FF0000', '#0000FF', 100)).toBe('#FF0000');
    expect(mixColours('#1A1A1A', '#FFFFFF', 72)).toBe('#5A5A5A');
  });
});

describe('one contrast rule for the theme preview and tenants:check', () => {
  const tenantWith = (colors: Partial<typeof riviera>) =>
    ({
      branding: {
        logo: 'a/logo.svg',
        favicon: 'a/favicon.svg',
        loginBackground: 'a/bg.svg',
        theme: 'light',
        headingFont: 'oswald',
        colors: { ...riviera, ...colors },
      },
    }) as unknown as Tenant;

  it('refuses a pale primary whose links and outlines the preview flags, though its button text is readable', () => {
    // Dark text on a light orange button reads well (8.2:1); the same orange as links (3.1:1) and
    // as outlines on white (2.1:1) does not.
    const colors = { primary: '#FF9933', onPrimary: '#1A1A1A' };
    const flagged = contrastChecks({ ...riviera, ...colors }).filter((c) => !c.passes);
    expect(flagged.map((c) => c.key)).toEqual(['linkText', 'primaryOnPage']);
    const problems = contrastProblems(tenantWith(colors), 'club.json');
    expect(problems.map((p) => p.field)).toEqual(['branding.colors.primary', 'branding.colors.primary']);
    expect(problems[0]?.message).toMatch(
      /^Links .*: #[0-9A-F]{6} on #FFFFFF has a contrast of 3\.0:1; it needs at least 4\.5:1/,
    );
    expect(problems[1]?.message).toMatch(/contrast of 2\.1:1; it needs at least 3:1/);
    expect(problems[0]?.fix).toMatch(/^darken "primary"/);
  });

  it('flags in both the pairs a dark page makes: links of a deep red on near-black', () => {
    const colors = {
      primary: '#C8102E',
      background: '#0F1115',
      text: '#F5F5F5',
      onSecondary: '#0F1115',
      secondary: '#14B8A6',
    };
    const flagged = contrastChecks({ ...riviera, ...colors }).filter((c) => !c.passes);
    const problems = contrastProblems(tenantWith(colors), 'club.json');
    expect(flagged.map((c) => c.key)).toEqual(['linkText']);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('4.0:1');
    expect(problems[0]?.fix).toMatch(/^lighten "primary"/);
  });

  it('passes the check for every pair the preview passes', () => {
    expect(contrastProblems(tenantWith({}), 'club.json')).toEqual([]);
  });
});
