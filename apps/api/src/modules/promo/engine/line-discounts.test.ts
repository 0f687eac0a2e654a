import { describe, expect, it } from 'vitest';
import { percentOff, spreadAmount } from './line-discounts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('percentOff', () => {
  it('rounds half up per line', () => {
    // 10 % of 1005 is 100.5 → 101; of 1004 is 100.4 → 100; of 5 is 0.5 → 1.
    expect(percentOff([1005, 1004, 5], 10)).toEqual([101, 100, 1]);
    // 15 % of 333 is 49.95 → 50; of 10 is 1.5 → 2.
    expect(percentOff([333, 10], 15)).toEqual([50, 2]);
  });

  it('takes the whole line at 100 % and nothing from a free line', () => {
    expect(percentOff([2500, 0], 100)).toEqual([2500, 0]);
  });
});

describe('spreadAmount', () => {
  it('spreads in proportion to each line and sums exactly to the amount', () => {
    expect(spreadAmount([3000, 1000], 500)).toEqual([375, 125]);
    const shares = spreadAmount([3001, 3000, 3000], 1000);
    expect(sum(shares)).toBe(1000);
    expect(shares).toEqual([334, 333, 333]);
  });

  it('gives the leftover cents by largest remainder, ties to the earlier line', () => {
    expect(spreadAmount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadAmount([1, 1], 1)).toEqual([1, 0]);
  });

  it('never takes more than a line holds, nor more than all lines hold', () => {
    expect(spreadAmount([300, 200], 10_000)).toEqual([300, 200]);
    const shares = spreadAmount([1, 999, 7], 1000);
    expect(sum(shares)).toBe(1000);
    shares.forEach((share, index) => expect(share).toBeLessThanOrEqual([1, 999, 7][index] ?? 0));
  });

  it('takes nothing from lines already free', () => {
    expect(spreadAmount([0, 0], 500)).toEqual([0, 0]);
    expect(spreadAmount([0, 400], 500)).toEqual([0, 400]);
  });
});
