import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { ActionTokenView } from '@/features/account/action-token-view';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  // The token must not leak through the referrer of links on this page.
  return { title: t('actionToken'), robots: { index: false }, referrer: 'no-referrer' };
}

/** `/user/action-token/{token}`: the page of the links in verification and reset e-mails. */
export default async function ActionTokenPage({ params }: Props) {
  const { tenant: slug, token } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('account.meta');
  return (
    <AccountPage tenant={tenant} title={t('actionToken')} testId="action-token-page">
      <ActionTokenView token={token} />
    </AccountPage>
  );
}
