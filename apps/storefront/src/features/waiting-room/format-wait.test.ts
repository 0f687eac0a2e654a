import { describe, expect, it } from 'vitest';
import { formatWait as format } from './format-wait';

// Intl puts no-break spaces between number and unit in some languages.
const formatWait = (seconds: number, locale: string) => format(seconds, locale)?.replace(/\s/g, ' ') ?? null;

describe('formatWait', () => {
  it('leaves a wait under a minute to the page', () => {
    expect(formatWait(59, 'en')).toBeNull();
  });

  it('rounds up to the minute in the language of the page', () => {
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(60, 'fr')).toBe('1 minute');
    expect(formatWait(21 * 60, 'ru')).toBe('21 минута');
    expect(formatWait(5 * 60, 'ru')).toBe('5 минут');
    expect(formatWait(3 * 60, 'nl')).toBe('3 minuten');
    expect(formatWait(3 * 60, 'es')).toBe('3 minutos');
  });

  it('speaks in hours past two hours', () => {
    expect(formatWait(150 * 60, 'en')).toBe('3 hours');
    expect(formatWait(7_200, 'fr')).toBe('2 heures');
  });
});
