import { describe, expect, it } from 'vitest';
import { MAX_ROWS, rowName } from './row-names';

describe('rowName', () => {
  it('runs A to Z without I and O, then doubles the letters', () => {
    const names = Array.from({ length: MAX_ROWS }, (_, i) => rowName(i));
    expect(names.slice(0, 10)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K']);
    expect(names[23]).toBe('Z');
    expect(names[24]).toBe('AA');
    expect(names.some((n) => n.includes('I') || n.includes('O'))).toBe(false);
    expect(new Set(names).size).toBe(MAX_ROWS);
  });

  it('refuses an index with no name', () => {
    expect(() => rowName(-1)).toThrow(RangeError);
    expect(() => rowName(MAX_ROWS)).toThrow(RangeError);
  });
});
