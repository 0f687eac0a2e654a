import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { SignUpForm } from '@/features/account/sign-up-form';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('signUp'), robots: { index: false } };
}

/** `/sign-up?redirectUrl=`: the club's customer fields (requiredCustomerFields) in their modes. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const t = await getTranslations('account.signUp');
  return (
    <AccountPage
      tenant={tenant}
      title={t('title')}
      intro={t('intro', { club: tenant.clientShortName })}
      testId="sign-up-page"
    >
      <SignUpForm
        requiredFields={tenant.requiredCustomerFields}
        clubName={tenant.clientShortName}
        clubCountry={tenant.country}
        redirectUrl={safeRedirectPath(queryText(query.redirectUrl))}
      />
    </AccountPage>
  );
}
