import { describe, expect, it } from 'vitest';
import { parsePrice, priceIssue } from './price-input';

describe('resale price input', () => {
  it('reads a price as the fan types it, in whole cents, with or without the currency sign', () => {
    expect(parsePrice('25')).toBe(2500);
    expect(parsePrice('25,5')).toBe(2550);
    expect(parsePrice(' 25.05 € ')).toBe(2505);
    expect(parsePrice('£25.05')).toBe(2505);
    expect(parsePrice('25 GBP')).toBeNull();
    expect(parsePrice('0.1')).toBe(10);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('25.555')).toBeNull();
    expect(parsePrice('1,000.00')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
  });

  it('checks the club’s bounds', () => {
    expect(priceIssue(null, { min: 500, max: 3000 })).toBe('missing');
    expect(priceIssue(499, { min: 500, max: 3000 })).toBe('tooLow');
    expect(priceIssue(3001, { min: 500, max: 3000 })).toBe('tooHigh');
    expect(priceIssue(3000, { min: 500, max: 3000 })).toBeNull();
    expect(priceIssue(90_000, { min: 500, max: null })).toBeNull();
  });
});
