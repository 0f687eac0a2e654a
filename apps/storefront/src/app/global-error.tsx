'use client';

import { useEffect } from 'react';
import en from '@stadio/i18n/messages/en.json';
import es from '@stadio/i18n/messages/es.json';
import fr from '@stadio/i18n/messages/fr.json';
import nl from '@stadio/i18n/messages/nl.json';
import ru from '@stadio/i18n/messages/ru.json';
import { reportClientError } from '@/features/errors/report-client-error';

const MESSAGES = { en, fr, es, nl, ru };

/** Last resort when the layout itself fails: no theme, no providers, just the apology and a way home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError(error, 'fatal'), [error]);
  const lang = (
    typeof document !== 'undefined' ? document.documentElement.lang : 'en'
  ) as keyof typeof MESSAGES;
  const m = MESSAGES[lang] ?? en;
  return (
    <html lang={lang in MESSAGES ? lang : 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{m.errors.genericTitle}</h1>
        <p>{m.errors.genericBody}</p>
        <a href="/">{m.common.backToHome}</a>
      </body>
    </html>
  );
}
