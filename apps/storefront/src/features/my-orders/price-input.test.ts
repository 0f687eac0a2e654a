import { describe, expect, it } from 'vitest';
import { parseEuros, priceIssue } from './price-input';

describe('resale price input', () => {
  it('reads euros as the fan types them, in whole cents', () => {
    expect(parseEuros('25')).toBe(2500);
    expect(parseEuros('25,5')).toBe(2550);
    expect(parseEuros(' 25.05 € ')).toBe(2505);
    expect(parseEuros('0.1')).toBe(10);
    expect(parseEuros('')).toBeNull();
    expect(parseEuros('25.555')).toBeNull();
    expect(parseEuros('1,000.00')).toBeNull();
    expect(parseEuros('-5')).toBeNull();
  });

  it('checks the club’s bounds', () => {
    expect(priceIssue(null, { min: 500, max: 3000 })).toBe('missing');
    expect(priceIssue(499, { min: 500, max: 3000 })).toBe('tooLow');
    expect(priceIssue(3001, { min: 500, max: 3000 })).toBe('tooHigh');
    expect(priceIssue(3000, { min: 500, max: 3000 })).toBeNull();
    expect(priceIssue(90_000, { min: 500, max: null })).toBeNull();
  });
});
