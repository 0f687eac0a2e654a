import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@stadio/tenants';
import { AccountPage } from '@/features/account/account-page';
import { CountriesProvider } from '@/features/account/countries-context';
import { countryOptions } from '@/features/account/country-names';
import { displayName } from '@/features/account/customer-name';
import { identityApi } from '@/features/account/identity-api';
import { loginUrl } from '@/features/account/login-url';
import { LogoutButton } from '@/features/account/logout-button';
import { profileTab } from '@/features/account/profile-tab';
import { ProfileView } from '@/features/account/profile-view';
import { requireCustomer } from '@/features/account/require-customer';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { queryText } from '@/features/account/search-params';
import { providerSignInPath } from '@/features/oidc/sign-in-redirects';
import type { SearchParams } from '@/features/account/search-params';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('profile'), robots: { index: false } };
}

/** `/profile?tab=infos`: the customer's account; anonymous visitors log in first and come back here. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const tab = profileTab(query.tab);
  // After a first sign-in at the club's provider with fields missing (docs/product.md#sign-in-through-the-club).
  const complete = queryText(query.complete);
  const returnPath = `/profile?tab=${tab}`;
  const session = await requireCustomer(tenant.slug, returnPath);
  const found = await identityApi(tenant.slug).customer(session.id);
  if (!found.ok) throw new Error(`Customer unavailable: ${found.failure.body.error}`);
  // Deleted from another device since this session began: start over from login.
  if (!found.data) redirect(loginUrl(returnPath));
  const customer = found.data;
  const t = await getTranslations('account.profile');
  const locale = await getLocale();
  return (
    <AccountPage
      tenant={tenant}
      wide
      title={t('title')}
      intro={displayName(customer, locale)}
      actions={<LogoutButton size="sm" />}
      testId="profile-page"
    >
      <CountriesProvider countries={countryOptions(locale as Locale)}>
        <ProfileView
          tab={tab}
          customer={customer}
          requiredFields={tenant.requiredCustomerFields}
          locales={tenant.locales}
          clubName={tenant.clientShortName}
          clubCountry={tenant.country}
          providerAccountUrl={
            tenant.identity.kind === 'oidc'
              ? (tenant.identity.accountUrl ?? providerSignInPath('/profile?tab=security'))
              : undefined
          }
          completeThen={complete ? safeRedirectPath(complete) : undefined}
        />
      </CountriesProvider>
    </AccountPage>
  );
}
