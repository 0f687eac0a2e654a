import { describe, expect, it } from 'vitest';
import { formatMatchDay } from './format-match-day';

describe('formatMatchDay', () => {
  const kickOff = '2026-12-05T19:45:00Z';
  it("writes a poster's day and time in the fan's language and the venue's time zone", () => {
    expect(formatMatchDay(kickOff, 'fr', 'Europe/Paris')).toEqual({
      day: 'sam. 5 déc.',
      longDay: 'samedi 5 décembre',
      time: '20:45',
    });
    expect(formatMatchDay(kickOff, 'en', 'Europe/Paris').longDay).toBe('Saturday 5 December');
    expect(formatMatchDay(kickOff, 'ru', 'Europe/Moscow').time).toBe('22:45');
    expect(formatMatchDay(kickOff, 'nl', 'Europe/Amsterdam').longDay).toBe('zaterdag 5 december');
  });
  it('keeps the 24-hour clock in English too, just after midnight', () => {
    // A waiting-room turn ending at 00:09 in London read "12:09 AM" with the locale's own clock.
    expect(formatMatchDay('2026-12-06T00:09:00Z', 'en', 'Europe/London').time).toBe('00:09');
  });
});
