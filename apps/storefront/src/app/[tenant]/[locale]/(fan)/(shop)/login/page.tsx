import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { redirectLoggedIn } from '@/features/account/redirect-logged-in';
import { LoginForm } from '@/features/account/login-form';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { ProviderLogin } from '@/features/oidc/provider-login';
import { ForgetSessionHint } from '@/features/session/forget-session-hint';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('login'), robots: { index: false } };
}

/** `/login?email=&redirectUrl=`: logs in, then back to `redirectUrl` (a path of this shop only). */
export default async function LoginPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const redirectUrl = safeRedirectPath(queryText(query.redirectUrl));
  await redirectLoggedIn(tenant.slug, redirectUrl);
  const t = await getTranslations('account.login');
  // A club whose accounts live at its identity provider: one button to it (ADR 0027).
  if (tenant.identity.kind === 'oidc')
    return (
      <AccountPage
        tenant={tenant}
        title={t('title')}
        intro={t('providerIntro', { club: tenant.clientShortName })}
        testId="login-page"
      >
        <ForgetSessionHint />
        <ProviderLogin
          clubName={tenant.clientShortName}
          redirectUrl={redirectUrl}
          error={queryText(query.error)}
          signUpUrl={tenant.identity.accountUrl}
        />
      </AccountPage>
    );
  return (
    <AccountPage tenant={tenant} title={t('title')} intro={t('intro')} testId="login-page">
      {/* Past redirectLoggedIn no session is live: a first name still in the navbar is stale. */}
      <ForgetSessionHint />
      <LoginForm email={queryText(query.email) ?? ''} redirectUrl={redirectUrl} />
    </AccountPage>
  );
}
