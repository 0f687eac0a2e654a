import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { NewMatchForm } from '@/features/back-office-season/new-match-form';
import { seasonApi } from '@/features/back-office-season/season-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import staff from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boSeason');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.newMatch')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/season/new`: a new match (SEASON_EDIT), created with its sale closed. */
export default async function NewMatchPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeason');
  if (!member.permissions.includes('SEASON_EDIT'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('errors.forbidden')}</Alert>
      </StaffShell>
    );
  const found = await seasonApi(tenant.slug, await getLocale()).season(session, {});
  if (!found.ok) throw new Error(`season failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <section className={`${staff.panel}`} aria-labelledby="new-match-title" style={{ maxWidth: '56rem' }}>
        <Link href="/staff/season" className={staff.back}>
          ← {t('new.back')}
        </Link>
        <h1 id="new-match-title" className={staff.heading}>
          {t('new.title')}
        </h1>
        <NewMatchForm
          teams={found.data.teams}
          competitions={found.data.competitions}
          arenas={found.data.arenas}
          clubTeamId={tenant.slug}
          timeZone={found.data.timeZone}
        />
      </section>
    </StaffShell>
  );
}
