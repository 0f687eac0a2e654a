import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from './error-message';

/** The club-branded "page not found" content. */
export async function NotFoundView() {
  const t = await getTranslations();
  return (
    <>
      <title>{t('errors.notFoundTitle')}</title>
      <ErrorMessage
        testId="not-found"
        code="404"
        title={t('errors.notFoundTitle')}
        body={t('errors.notFoundBody')}
        homeLabel={t('common.backToHome')}
      />
    </>
  );
}
