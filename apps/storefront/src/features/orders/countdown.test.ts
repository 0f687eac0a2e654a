import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('countdown', () => {
  const expiry = '2026-11-23T12:15:00.000Z';
  it('counts whole seconds up to the expiry and stops at zero', () => {
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:00:00.000Z'))).toBe(900);
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:14:59.500Z'))).toBe(1);
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:16:00.000Z'))).toBe(0);
  });
  it('shows minutes and padded seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(3725)).toBe('62:05');
  });
});
