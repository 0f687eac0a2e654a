import { describe, expect, it } from 'vitest';
import { contrastChecks, mixColours } from './contrast-checks';

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
