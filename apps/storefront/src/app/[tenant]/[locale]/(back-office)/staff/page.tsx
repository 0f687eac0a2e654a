import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { landingPath } from '@/features/staff/back-office-nav';
import { staffApi } from '@/features/staff/staff-api';
import { StaffLoginForm } from '@/features/staff/staff-login-form';
import { staffSessionAt } from '@/features/staff/staff-session';
import { StaffShell } from '@/features/staff/staff-shell';
import styles from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('staff');
  return {
    title: t('meta.title', { club: tenant.clientShortName }),
    robots: { index: false, follow: false },
  };
}

/**
 * `/staff`: the staff sign-in of this club (docs/staff-roles.md); signed in, straight to the first
 * tool of the member's role (back-office-nav.ts: the season, the counter, the gate…).
 */
export default async function StaffSignInPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const session = await staffSessionAt(tenant.slug);
  const me = session ? await staffApi(tenant.slug).me(session) : null;
  // Each role lands on its own tool: stewards on the gate scanner (docs/staff-roles.md).
  if (me?.ok) redirect(landingPath(me.data.permissions));
  const t = await getTranslations('staff.login');
  return (
    <StaffShell tenant={tenant}>
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="staff-login-title">
        <h1 id="staff-login-title" className={styles.heading}>
          {t('title')}
        </h1>
        <p className={styles.hint}>{t('intro')}</p>
        <StaffLoginForm />
      </section>
    </StaffShell>
  );
}
