import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/features/errors/error-message';

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <ErrorMessage
      testId="not-found"
      code="404"
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      homeLabel={t('common.backToHome')}
    />
  );
}
