import { describe, expect, it } from 'vitest';
import { splitCents } from './split-cents';

describe('splitCents', () => {
  it('splits evenly and puts the remainder on the first part, summing exactly', () => {
    expect(splitCents(9001, 3)).toEqual([3001, 3000, 3000]);
    expect(splitCents(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitCents(5, 7)).toEqual([5, 0, 0, 0, 0, 0, 0]);
    expect(splitCents(0, 2)).toEqual([0, 0]);
    for (const [total, parts] of [
      [12345, 7],
      [99, 10],
      [1, 1],
    ] as const)
      expect(splitCents(total, parts).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses amounts and part counts that cannot be split', () => {
    expect(() => splitCents(-1, 2)).toThrow(RangeError);
    expect(() => splitCents(10.5, 2)).toThrow(RangeError);
    expect(() => splitCents(10, 0)).toThrow(RangeError);
  });
});
