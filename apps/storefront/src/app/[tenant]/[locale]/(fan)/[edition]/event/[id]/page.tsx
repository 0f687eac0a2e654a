import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { isCatalogueId } from '@/features/catalogue/catalogue-id';
import { catalogueParams } from '@/features/catalogue/catalogue-page';
import { saleState } from '@/features/catalogue/sale-state';
import { PageContainer } from '@/features/layout/page-container';
import { EventHeader } from '@/features/seat-selection/event-header';
import { loadEventSelection } from '@/features/seat-selection/load-event-selection';
import { withBlocksLeft } from '@/features/seat-selection/blocks-left';
import { SelectionOrNotice } from '@/features/seat-selection/selection-or-notice';
import { shareMetadata } from '@/features/seo/share-metadata';
import { setRequestContext } from '@/features/tenancy/request-context';
import { pickMessages, SELECTION_NAMESPACES } from '@/i18n/pick-messages';

// A catalogue page: rendered once per club, language and edition, then served from the cache (ADR 0013).
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = catalogueParams;

type Props = { params: Promise<{ tenant: string; locale: string; edition: string; id: string }> };

const load = cache(async (slug: string, id: string, locale: string) =>
  isCatalogueId(id) ? loadEventSelection(slug, id, locale) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale } = await setRequestContext(params);
  const loaded = await load(tenant.slug, (await params).id, locale);
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
    ...shareMetadata(tenant, { title: match, description, path: `/event/${event.id}`, locale }),
  };
}

/**
 * `/event/{id}`: the match, then its seat selection when the sale is open to this visitor. The
 * header is server HTML; the selection is the page's one island, with its messages, and without
 * Chakra (ADR 0017).
 */
export default async function EventPage({ params }: Props) {
  const { tenant, locale } = await setRequestContext(params);
  const loaded = await load(tenant.slug, (await params).id, locale);
  if (!loaded) notFound();
  const { event, selection } = loaded;
  // The page is the same until the edition moves, and editions move at every sale-window instant.
  const now = new Date();
  const state = saleState(event, now, false);
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
        timeZone={tenant.timeZone}
      />
      <NextIntlClientProvider messages={pickMessages(await getMessages(), SELECTION_NAMESPACES)}>
        <SelectionOrNotice
          state={state}
          earlyBirdState={saleState(event, now, true)}
          path={`/event/${event.id}`}
          data={await withBlocksLeft(selection)}
        />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
