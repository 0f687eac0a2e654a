import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { isCatalogueId } from '@/features/catalogue/catalogue-id';
import { saleState } from '@/features/catalogue/sale-state';
import { PageContainer } from '@/features/layout/page-container';
import { EventHeader } from '@/features/seat-selection/event-header';
import { loadEventSelection } from '@/features/seat-selection/load-event-selection';
import { canSeeSeatMap } from '@/features/seat-selection/map-access';
import { SelectionOrNotice } from '@/features/seat-selection/selection-or-notice';
import { shareMetadata } from '@/features/seo/share-metadata';
import { getSessionCustomer } from '@/features/session/session';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

const load = cache(async (slug: string, id: string) =>
  isCatalogueId(id) ? loadEventSelection(slug, id) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, id } = await params;
  const loaded = await load(tenant, id);
  if (!loaded) return {};
  const t = await getTranslations('selection');
  const { event } = loaded;
  // Shared links read as the match ("Home – Away"), with the club's picture.
  const match =
    event.homeTeam && event.opponent
      ? `${event.homeTeam.displayName} – ${event.opponent.displayName}`
      : event.name;
  const description = event.description ?? undefined;
  return {
    title: t('metaTitle', { name: event.name }),
    description,
    ...shareMetadata(tenantFromParam(tenant), {
      title: match,
      description,
      path: `/event/${event.id}`,
      locale: await getLocale(),
    }),
  };
}

/** `/event/{id}`: the match, then its seat selection when the sale is open to this visitor. */
export default async function EventPage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const loaded = await load(tenant.slug, id);
  if (!loaded) notFound();
  const { event, selection } = loaded;
  const customer = await getSessionCustomer(tenant.slug);
  const state = saleState(event, new Date(), customer?.isEarlyBird ?? false);
  const mapVisible = await canSeeSeatMap(tenant);
  const path = `/event/${event.id}`;
  return (
    <PageContainer>
      <EventHeader
        name={event.name}
        startDatetime={event.startDatetime}
        competitionName={event.competition?.name ?? null}
        venueName={event.arena.name}
        homeTeam={event.homeTeam ?? null}
        opponent={event.opponent ?? null}
        saleState={state}
      />
      <SelectionOrNotice
        state={state}
        mapVisible={mapVisible}
        loggedIn={Boolean(customer)}
        path={path}
        data={selection}
      />
    </PageContainer>
  );
}
