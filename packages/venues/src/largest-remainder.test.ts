import { describe, expect, it } from 'vitest';
import { largestRemainder } from './largest-remainder';

describe('largestRemainder', () => {
  it('shares a total exactly, in proportion to the weights', () => {
    const result = largestRemainder([1, 1, 1], 10);
    expect(result.reduce((a, b) => a + b, 0)).toBe(10);
    expect(result).toEqual([4, 3, 3]);
    expect(largestRemainder([2.5, 7.5], 100)).toEqual([25, 75]);
  });

  it('refuses negative weights or totals', () => {
    expect(() => largestRemainder([1, -1], 3)).toThrow(RangeError);
    expect(() => largestRemainder([1], -3)).toThrow(RangeError);
  });
});
