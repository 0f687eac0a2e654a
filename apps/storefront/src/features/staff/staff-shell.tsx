import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageContainer } from '@/features/layout/page-container';
import type { StaffMemberView } from './staff-api';
import { StaffLogoutButton } from './staff-logout-button';
import styles from './staff.module.css';

/** The frame of every staff page: the club's staff bar (who is signed in, sign out), then the page. */
export async function StaffShell({
  tenant,
  member,
  children,
}: {
  tenant: Tenant;
  member?: StaffMemberView;
  children: ReactNode;
}) {
  const t = await getTranslations('staff');
  return (
    <PageContainer>
      <div className={styles.shell} data-testid="staff-shell">
        <div className={styles.bar}>
          <span className={styles.barTitle}>
            {member ? <Link href="/staff/orders">{t('header.title')}</Link> : t('header.title')}
            <span className={styles.muted}>· {tenant.clientShortName}</span>
          </span>
          {member && (
            <span className={styles.who}>
              <span data-testid="staff-who">
                {t('header.signedInAs', {
                  email: member.email,
                  role: t(`roles.${member.role.toLowerCase() as 'admin'}`),
                })}
              </span>
              <StaffLogoutButton />
            </span>
          )}
        </div>
        {children}
      </div>
    </PageContainer>
  );
}
