import { describe, expect, it } from 'vitest';
import { FILL_BANDS, fillBand, fillShare } from './fill-bands';

describe('fill bands', () => {
  it('puts a share in the band whose range holds it, the top band up to full', () => {
    expect(fillBand(0).from).toBe(0);
    expect(fillBand(0.2499).from).toBe(0);
    expect(fillBand(0.25).from).toBe(25);
    expect(fillBand(0.74).from).toBe(50);
    expect(fillBand(0.75).from).toBe(75);
    expect(fillBand(1).from).toBe(75);
  });
  it('reads an empty block as 0 and never more than full', () => {
    expect(fillShare({ capacity: 0, sold: 0 })).toBe(0);
    expect(fillShare({ capacity: 200, sold: 50 })).toBe(0.25);
    expect(fillShare({ capacity: 10, sold: 12 })).toBe(1);
  });
  it('covers 0 to 100 % without gaps', () => {
    for (let i = 1; i < FILL_BANDS.length; i++) expect(FILL_BANDS[i]?.from).toBe(FILL_BANDS[i - 1]?.to);
    expect(FILL_BANDS.at(-1)?.to).toBe(100);
  });
});
