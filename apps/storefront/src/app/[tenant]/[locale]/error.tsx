'use client';

import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorMessage } from '@/features/errors/error-message';
import { reportClientError } from '@/features/errors/report-client-error';

/** The generic error page: an apology, the promise of a fix, and a way home. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations();
  useEffect(() => reportClientError(error), [error]);
  return (
    <ErrorMessage
      testId="error-page"
      title={t('errors.genericTitle')}
      body={t('errors.genericBody')}
      homeLabel={t('common.backToHome')}
    >
      <Button variant="outline" size="lg" onClick={reset}>
        {t('errors.retry')}
      </Button>
    </ErrorMessage>
  );
}
