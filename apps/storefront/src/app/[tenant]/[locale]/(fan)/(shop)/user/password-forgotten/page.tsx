import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { PasswordForgottenForm } from '@/features/account/password-forgotten-form';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { providerSignInPath } from '@/features/oidc/sign-in-redirects';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { redirect } from 'next/navigation';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('passwordForgotten'), robots: { index: false } };
}

/** `/user/password-forgotten?expiredToken=`: request a reset link; says so when the last one expired. */
export default async function PasswordForgottenPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  // Passwords of an oidc club are reset at its provider (docs/product.md#sign-in-through-the-club).
  if (tenant.identity.kind === 'oidc') redirect(tenant.identity.accountUrl ?? providerSignInPath('/'));
  const query = await searchParams;
  const t = await getTranslations('account.passwordForgotten');
  return (
    <AccountPage tenant={tenant} title={t('title')} intro={t('intro')} testId="password-forgotten-page">
      <PasswordForgottenForm
        email={queryText(query.email) ?? ''}
        expired={query.expiredToken !== undefined}
      />
    </AccountPage>
  );
}
