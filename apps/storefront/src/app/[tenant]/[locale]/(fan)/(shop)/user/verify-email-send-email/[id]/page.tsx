import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { AccountPage } from '@/features/account/account-page';
import { maskEmail } from '@/features/account/customer-name';
import { identityApi } from '@/features/account/identity-api';
import { LinkSent } from '@/features/account/link-sent';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('verifyEmailSent'), robots: { index: false } };
}

/**
 * `/user/verify-email-send-email/{customer id}`: after sign-up, or a login before verifying. The
 * address is partly hidden: anyone holding this URL could open it.
 */
export default async function VerifyEmailSentPage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('account.verifyEmail');
  const customerId = z.uuid().safeParse(id);
  const found = customerId.success ? await identityApi(tenant.slug).customer(customerId.data) : null;
  const email = found?.ok && found.data ? maskEmail(found.data.email) : null;
  return (
    <AccountPage tenant={tenant} title={t('title')} testId="verify-email-page">
      <LinkSent
        body={email ? t('body', { email }) : t('bodyWithoutAddress')}
        hint={t('spam')}
        resend={{
          link: { kind: 'verification', customerId: id },
          label: t('resend'),
          doneText: t('resent'),
        }}
        backLabel={t('backToLogin')}
        backHref="/login"
      />
    </AccountPage>
  );
}
