import { emailSchema } from '@stadio/customers';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/account-page';
import { LinkSent } from '@/features/account/link-sent';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; email: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('resetEmailSent'), robots: { index: false } };
}

/** Decodes the address in the path; a broken encoding counts as no address. */
function addressOf(segment: string): string | null {
  try {
    const parsed = emailSchema.safeParse(decodeURIComponent(segment));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `/user/reset-password-send-email/{e-mail}`: the reset link is on its way (if the account exists). */
export default async function ResetEmailSentPage({ params }: Props) {
  const { tenant: slug, email: segment } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('account.resetSent');
  const email = addressOf(segment);
  return (
    <AccountPage tenant={tenant} title={t('title')} testId="reset-email-page">
      <LinkSent
        body={t('body', { email: email ?? '…' })}
        resend={{
          link: { kind: 'reset', email: email ?? '' },
          label: t('resend'),
          doneText: t('resent'),
        }}
        backLabel={t('backToLogin')}
        backHref={email ? `/login?email=${encodeURIComponent(email)}` : '/login'}
      />
    </AccountPage>
  );
}
