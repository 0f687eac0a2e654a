import { loadMessages } from '@stadio/i18n';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { blockLeft, shownLeft } from './block-left';

describe('what is left in a block', () => {
  const translator = async (locale: 'en' | 'ru') =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace: 'seatMap' });

  it('counts seats or standing places in the language, and says sold out', async () => {
    const en = await translator('en');
    expect(blockLeft(en, { availability: 1, isOpenSeating: false })).toBe('1 seat left');
    expect(blockLeft(en, { availability: 142, isOpenSeating: true })).toBe('142 standing places left');
    expect(blockLeft(en, { availability: 0, isOpenSeating: false })).toBe('Sold out');
    // Russian's few and many forms.
    const ru = await translator('ru');
    expect(blockLeft(ru, { availability: 3, isOpenSeating: false })).toBe('Осталось 3 места');
    expect(blockLeft(ru, { availability: 5, isOpenSeating: false })).toBe('Осталось 5 мест');
  });

  it("shows the server's words while the count is theirs, and its own once live stock moves it", async () => {
    const en = await translator('en');
    const written = { availability: 12, text: '12 seats left (server)' };
    expect(shownLeft(en, { availability: 12, isOpenSeating: false, leftText: written })).toBe(written.text);
    expect(shownLeft(en, { availability: 11, isOpenSeating: false, leftText: written })).toBe(
      '11 seats left',
    );
    expect(shownLeft(en, { availability: 0, isOpenSeating: false, leftText: written })).toBe('Sold out');
    expect(shownLeft(en, { availability: 12, isOpenSeating: false })).toBe('12 seats left');
  });
});
