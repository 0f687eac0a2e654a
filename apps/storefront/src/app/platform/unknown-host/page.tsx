import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/features/errors/error-message';
import { REQUEST_HEADERS } from '@/lib/request-headers';

export default async function UnknownHost() {
  const t = await getTranslations('unknownHost');
  const host = (await headers()).get(REQUEST_HEADERS.host) ?? '';
  return (
    <>
      <title>{t('title')}</title>
      <ErrorMessage testId="unknown-host" code={t('code')} title={t('title')} body={t('body', { host })} />
    </>
  );
}
