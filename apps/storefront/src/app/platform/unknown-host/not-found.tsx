import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/features/errors/error-message';
import { REQUEST_HEADERS } from '@/lib/request-headers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('unknownHost');
  return { title: t('title'), robots: { index: false } };
}

/** Shown for a host name no club is configured for. */
export default async function UnknownHost() {
  const t = await getTranslations('unknownHost');
  const host = (await headers()).get(REQUEST_HEADERS.host) ?? '';
  return (
    <ErrorMessage testId="unknown-host" code={t('code')} title={t('title')} body={t('body', { host })} />
  );
}
