import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { isCatalogueId } from '@/features/catalogue/catalogue-id';
import { catalogueParams } from '@/features/catalogue/catalogue-page';
import { packSaleState } from '@/features/catalogue/sale-state';
import { PageContainer } from '@/features/layout/page-container';
import { loadPackSelection } from '@/features/seat-selection/load-pack-selection';
import { PackHeader } from '@/features/seat-selection/pack-header';
import { withBlocksLeft } from '@/features/seat-selection/blocks-left';
import { SelectionOrNotice } from '@/features/seat-selection/selection-or-notice';
import { setRequestContext } from '@/features/tenancy/request-context';
import { pickMessages, SELECTION_NAMESPACES } from '@/i18n/pick-messages';

// A catalogue page: rendered once per club, language and edition, then served from the cache (ADR 0013).
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = catalogueParams;

type Props = { params: Promise<{ tenant: string; locale: string; edition: string; id: string }> };

const load = cache(async (slug: string, id: string, locale: string) =>
  isCatalogueId(id) ? loadPackSelection(slug, id, locale) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale } = await setRequestContext(params);
  const loaded = await load(tenant.slug, (await params).id, locale);
  if (!loaded) return {};
  const t = await getTranslations('selection');
  return {
    title: t('metaTitle', { name: loaded.pack.name }),
    description: loaded.pack.description ?? undefined,
  };
}

/** `/pack/{id}`: a pack or season subscription, one seat held for every event it includes. */
export default async function PackPage({ params }: Props) {
  const { tenant, locale } = await setRequestContext(params);
  const loaded = await load(tenant.slug, (await params).id, locale);
  if (!loaded) notFound();
  const { pack, selection, isSoldOut } = loaded;
  const state = packSaleState(pack.channelConfigurations, isSoldOut, new Date());
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
        timeZone={tenant.timeZone}
      />
      <NextIntlClientProvider messages={pickMessages(await getMessages(), SELECTION_NAMESPACES)}>
        <SelectionOrNotice
          state={state}
          earlyBirdState={state}
          path={path}
          data={await withBlocksLeft(selection)}
        />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
