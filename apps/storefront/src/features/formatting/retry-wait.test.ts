import { loadMessages, type AppLocale } from '@stadio/i18n';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { retryWait } from './retry-wait';

/** Every "try again in …" the pages build from a THROTTLED answer (ADR 0041). */
const THROTTLE_MESSAGES = [
  'staff.login.throttled',
  'account.errors.throttled',
  'promo.errors.THROTTLED',
  'myOrders.actionErrors.throttled',
] as const;

/** The wait as each language must write it after one second, five seconds and a 15-minute lock. */
const WORDED: Record<AppLocale, [string, string, string]> = {
  en: ['1 second', '5 seconds', '15 minutes'],
  fr: ['1 seconde', '5 secondes', '15 minutes'],
  es: ['1 segundo', '5 segundos', '15 minutos'],
  nl: ['1 seconde', '5 seconden', '15 minuten'],
  ru: ['1 секунду', '5 секунд', '15 минут'],
};

describe('the wait after too many attempts', () => {
  it('is whole seconds under a minute, else whole minutes, rounded up and never 0', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(0.2)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(retryWait(undefined)).toEqual({ unit: 'minutes', count: 1 });
  });

  it.each(Object.entries(WORDED) as Array<[AppLocale, [string, string, string]]>)(
    'is pluralised in %s wherever a page words it (never "1 seconds")',
    async (locale, [one, five, fifteen]) => {
      const t = createTranslator({ locale, messages: await loadMessages(locale) });
      for (const key of THROTTLE_MESSAGES) {
        expect(t(key, retryWait(1)), key).toContain(one);
        expect(t(key, retryWait(5)), key).toContain(five);
        expect(t(key, retryWait(900)), key).toContain(fifteen);
      }
      if (locale === 'en')
        expect(t('staff.login.throttled', retryWait(1))).toBe('Too many attempts. Try again in 1 second.');
    },
  );
});
