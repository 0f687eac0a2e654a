import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { seatsApi } from '@/features/back-office-seats/seats-api';
import { SeatsView } from '@/features/back-office-seats/seats-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boSeats');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.seats')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/season/{id}/seats?block=`: close or reopen seats of one match (SEASON_VIEW reads, SEASON_EDIT acts). */
export default async function SeasonSeatsPage({ params, searchParams }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeats');
  if (!member.permissions.includes('SEASON_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const eventId = decodeURIComponent(id).slice(0, 100);
  const api = seatsApi(tenant.slug);
  const overview = await api.overview(session, eventId);
  if (!overview.ok) {
    const { code } = overview.failure.body;
    if (code === 'SEASON_SEATS_EVENT_NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    throw new Error(`season seats failed: ${code}`);
  }
  const wanted = (queryText((await searchParams).block) ?? '').trim().slice(0, 100);
  const block = overview.data.blocks.find((b) => b.id === wanted && !b.isStanding) ?? null;
  let seats = null;
  if (block) {
    const found = await api.blockSeats(session, eventId, block.id);
    if (!found.ok) throw new Error(`block seats failed: ${found.failure.body.code}`);
    seats = found.data;
  }
  return (
    <StaffShell tenant={tenant} member={member}>
      <SeatsView
        tenant={tenant}
        overview={overview.data}
        blockId={overview.data.blocks.some((b) => b.id === wanted) ? wanted : null}
        seats={seats}
        canEdit={member.permissions.includes('SEASON_EDIT')}
      />
    </StaffShell>
  );
}
