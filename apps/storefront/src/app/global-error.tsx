'use client';

import { useEffect } from 'react';
import { FATAL_ERROR_TEXT } from '@/features/errors/fatal-error-text';
import { reportClientError } from '@/features/errors/report-client-error';

/** Last resort when the layout itself fails: no theme, no providers, just the apology and a way home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError(error, 'fatal'), [error]);
  const lang = (
    typeof document !== 'undefined' ? document.documentElement.lang : 'en'
  ) as keyof typeof FATAL_ERROR_TEXT;
  const m = FATAL_ERROR_TEXT[lang] ?? FATAL_ERROR_TEXT.en;
  return (
    <html lang={lang in FATAL_ERROR_TEXT ? lang : 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{m.title}</h1>
        <p>{m.body}</p>
        <a href="/">{m.home}</a>
      </body>
    </html>
  );
}
