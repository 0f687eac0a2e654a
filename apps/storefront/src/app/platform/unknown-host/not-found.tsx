import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/features/errors/error-message';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/** Shown for a host name no club is configured for. */
export default async function UnknownHost() {
  const t = await getTranslations('unknownHost');
  const host = (await headers()).get(REQUEST_HEADERS.host) ?? '';
  // Not-found boundaries get no page metadata, so title and robots are rendered here (React hoists them).
  return (
    <>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <ErrorMessage testId="unknown-host" code={t('code')} title={t('title')} body={t('body', { host })} />
    </>
  );
}
