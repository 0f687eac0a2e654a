import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadMessages, type AppLocale } from '@stadio/i18n';
import { countdownShape, formatCountdown, secondsLeft } from './countdown';

describe('countdown', () => {
  const expiry = '2026-11-23T12:15:00.000Z';
  it('counts whole seconds up to the expiry and stops at zero', () => {
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:00:00.000Z'))).toBe(900);
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:14:59.500Z'))).toBe(1);
    expect(secondsLeft(expiry, Date.parse('2026-11-23T12:16:00.000Z'))).toBe(0);
  });
  it('shows minutes and padded seconds under an hour, then hours', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
  it('tells a hold of a day or more in days and hours', () => {
    expect(countdownShape(86_399)).toEqual({ clock: '23:59:59' });
    expect(countdownShape(172_169)).toEqual({ days: 1, hours: 23 });
    expect(countdownShape(172_800)).toEqual({ days: 2, hours: 0 });
  });
});

describe('the hold message in every language', () => {
  const held = async (locale: AppLocale, days: number, hours: number) =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace: 'order' })('heldForDays', {
      days,
      hours,
    });

  it('says days and hours, and no hours when there are none', async () => {
    expect(await held('en', 1, 23)).toBe('Your seats are held for 1 day and 23 hours');
    expect(await held('en', 2, 0)).toBe('Your seats are held for 2 days');
    expect(await held('fr', 2, 1)).toBe('Vos places sont réservées pendant 2 jours et 1 heure');
    expect(await held('ru', 2, 5)).toBe('Ваши места забронированы ещё на 2 дня и 5 часов');
    for (const locale of LOCALES) expect(await held(locale, 3, 4)).toMatch(/3\D+4/);
  });
});
