'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorMessage } from '@/features/errors/error-message';
import { reportClientError } from '@/features/errors/report-client-error';
import { buttonClass } from '@/features/primitives/button-class';

/** The generic error page: an apology, the promise of a fix, and a way home. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // The layout's messages only (LAYOUT_NAMESPACES): this view replaces the page that failed.
  const t = useTranslations();
  useEffect(() => reportClientError(error), [error]);
  return (
    <ErrorMessage
      testId="error-page"
      title={t('errors.genericTitle')}
      body={t('errors.genericBody')}
      homeLabel={t('common.backToHome')}
    >
      <button type="button" className={buttonClass({ variant: 'outline', size: 'lg' })} onClick={reset}>
        {t('errors.retry')}
      </button>
    </ErrorMessage>
  );
}
