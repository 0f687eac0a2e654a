import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { devMailboxEnabled, mailLinks, readDevMailbox } from '@/features/account/dev-mailbox';
import { MailboxView } from '@/features/account/mailbox-view';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('mailbox'), robots: { index: false } };
}

/**
 * `/test-only/mailbox[?id=]`: the e-mails the local SMTP server received (verification, reset…).
 * Development and browser tests only: a 404 in production.
 */
export default async function DevMailboxPage({ params, searchParams }: Props) {
  await connection();
  if (!devMailboxEnabled()) notFound();
  const tenant = tenantFromParam((await params).tenant);
  const id = queryText((await searchParams).id);
  const mails = await readDevMailbox(id);
  const mail = id ? mails?.[0] : undefined;
  if (id && mails && !mail) notFound();
  const t = await getTranslations('account.mailbox');
  return (
    <AccountPage tenant={tenant} wide title={t('title')} intro={t('intro')} testId="mailbox-page">
      <MailboxView mails={mails} open={mail ? { ...mail, links: mailLinks(mail.text) } : null} />
    </AccountPage>
  );
}
