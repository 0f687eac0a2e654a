import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { isCatalogueId } from '@/features/catalogue/catalogue-id';
import { packSaleState } from '@/features/catalogue/sale-state';
import { PageContainer } from '@/features/layout/page-container';
import { loadPackSelection } from '@/features/seat-selection/load-pack-selection';
import { canSeeSeatMap } from '@/features/seat-selection/map-access';
import { PackHeader } from '@/features/seat-selection/pack-header';
import { SelectionOrNotice } from '@/features/seat-selection/selection-or-notice';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

const load = cache(async (slug: string, id: string) =>
  isCatalogueId(id) ? loadPackSelection(slug, id) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, id } = await params;
  const loaded = await load(tenant, id);
  if (!loaded) return {};
  const t = await getTranslations('selection');
  return {
    title: t('metaTitle', { name: loaded.pack.name }),
    description: loaded.pack.description ?? undefined,
  };
}

/** `/pack/{id}`: a pack or season subscription, one seat held for every event it includes. */
export default async function PackPage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const loaded = await load(tenant.slug, id);
  if (!loaded) notFound();
  const { pack, selection, isSoldOut } = loaded;
  const state = packSaleState(pack.channelConfigurations, isSoldOut, new Date());
  const mapVisible = await canSeeSeatMap(tenant);
  const path = `/pack/${pack.id}`;
  return (
    <PageContainer>
      <PackHeader
        name={pack.name}
        type={pack.type === 'SEASON' ? 'season' : 'pack'}
        description={pack.description ?? null}
        venueName={pack.arena.name}
        events={pack.breakdowns.map(({ event }) => ({
          id: event.id,
          name: event.name,
          startDatetime: event.startDatetime,
        }))}
        saleState={state}
      />
      <SelectionOrNotice
        state={state}
        mapVisible={mapVisible}
        loggedIn={false}
        path={path}
        data={selection}
      />
    </PageContainer>
  );
}
