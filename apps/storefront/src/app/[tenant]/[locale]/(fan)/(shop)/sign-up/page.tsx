import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@stadio/tenants';
import { AccountPage } from '@/features/account/account-page';
import { CountriesProvider } from '@/features/account/countries-context';
import { countryOptions } from '@/features/account/country-names';
import { redirectLoggedIn } from '@/features/account/redirect-logged-in';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { SignUpForm } from '@/features/account/sign-up-form';
import { providerSignInPath } from '@/features/oidc/sign-in-redirects';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { redirect } from 'next/navigation';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('signUp'), robots: { index: false } };
}

/** `/sign-up?redirectUrl=`: the club's customer fields (requiredCustomerFields) in their modes. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const redirectUrl = safeRedirectPath(queryText(query.redirectUrl));
  await redirectLoggedIn(tenant.slug, redirectUrl);
  // Accounts of an oidc club are created at its provider (docs/product.md#sign-in-through-the-club).
  if (tenant.identity.kind === 'oidc')
    redirect(tenant.identity.accountUrl ?? providerSignInPath(redirectUrl));
  const t = await getTranslations('account.signUp');
  return (
    <AccountPage
      tenant={tenant}
      title={t('title')}
      intro={t('intro', { club: tenant.clientShortName })}
      testId="sign-up-page"
    >
      <CountriesProvider countries={countryOptions((await getLocale()) as Locale)}>
        <SignUpForm
          requiredFields={tenant.requiredCustomerFields}
          clubName={tenant.clientShortName}
          clubCountry={tenant.country}
          redirectUrl={redirectUrl}
        />
      </CountriesProvider>
    </AccountPage>
  );
}
