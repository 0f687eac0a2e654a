import { describe, expect, it } from 'vitest';
import { categoryColour, parseColour, textOn } from './colour';

describe('colours on the map', () => {
  it('reads hex and rgb colours, and nothing else', () => {
    expect(parseColour('#2563eb')).toEqual([37, 99, 235]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColour('var(--brand)')).toBeUndefined();
  });

  it('writes labels in white or near-black, whichever contrasts more', () => {
    expect(textOn('#0B2545')).toBe('#FFFFFF');
    expect(textOn('#65A30D')).toBe('#111111');
    expect(textOn('#FACC15')).toBe('#111111');
    expect(textOn('var(--x)', '#000000')).toBe('#000000');
  });

  it("keeps a category's own colour, else gives it a stable one", () => {
    expect(categoryColour('cat1', '#123456')).toBe('#123456');
    expect(categoryColour('cat9', undefined)).toBe(categoryColour('cat9', undefined));
    expect(categoryColour('cat9', undefined)).toMatch(/^#[0-9A-F]{6}$/);
  });
});
