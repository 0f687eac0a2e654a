import { describe, expect, it } from 'vitest';
import en from '@stadio/i18n/messages/en.json';
import es from '@stadio/i18n/messages/es.json';
import fr from '@stadio/i18n/messages/fr.json';
import nl from '@stadio/i18n/messages/nl.json';
import ru from '@stadio/i18n/messages/ru.json';
import { FATAL_ERROR_TEXT } from './fatal-error-text';

const MESSAGES = { en, fr, es, nl, ru };

describe('the last-resort error page', () => {
  it.each(Object.entries(MESSAGES))('says in %s what the messages say', (locale, messages) => {
    expect(FATAL_ERROR_TEXT[locale as keyof typeof FATAL_ERROR_TEXT]).toEqual({
      title: messages.errors.genericTitle,
      body: messages.errors.genericBody,
      home: messages.common.backToHome,
    });
  });
});
