import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@stadio/i18n';
import { PackEditor } from '@/features/back-office-season/packs-editor';
import { seasonApi } from '@/features/back-office-season/season-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { formatStaffDate } from '@/features/staff/staff-format';
import { StaffShell } from '@/features/staff/staff-shell';
import staff from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boSeason');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.packs')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/packs`: packs and season tickets, their matches and prices (SEASON_VIEW; SEASON_EDIT edits). */
export default async function PacksPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeason');
  if (!member.permissions.includes('SEASON_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const locale = (await getLocale()) as AppLocale;
  const found = await seasonApi(tenant.slug, locale).packs(session);
  if (!found.ok) throw new Error(`season packs failed: ${found.failure.body.code}`);
  const { packs, matches, products } = found.data;
  const canEdit = member.permissions.includes('SEASON_EDIT');
  const timeZone = tenant.timeZone;
  const choices = matches.map((m) => ({
    id: m.id,
    arenaId: m.arena.id,
    label: `${formatStaffDate(m.kickOff, locale, timeZone)} · ${m.opponent?.name ?? m.name}`,
  }));
  return (
    <StaffShell tenant={tenant} member={member}>
      <div className={staff.shell}>
        <section className={staff.panel} aria-labelledby="packs-title">
          <h1 id="packs-title" className={staff.heading}>
            {t('packs.title')}
          </h1>
          <p className={staff.hint}>{t('packs.intro')}</p>
          <p className={staff.hint}>{t('packs.note')}</p>
          {packs.length === 0 && <p className={staff.hint}>{t('packs.empty')}</p>}
        </section>
        {packs.map((pack) => (
          <PackEditor key={pack.id} pack={pack} matches={choices} products={products} canEdit={canEdit} />
        ))}
      </div>
    </StaffShell>
  );
}
