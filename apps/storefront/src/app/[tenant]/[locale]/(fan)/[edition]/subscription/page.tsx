import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { catalogueParams } from '@/features/catalogue/catalogue-page';
import { loadHomeCatalogue } from '@/features/catalogue/load-home-catalogue';
import { PackList } from '@/features/catalogue/pack-list';
import { HomeSection } from '@/features/home/section';
import { setRequestContext } from '@/features/tenancy/request-context';

// A catalogue page: rendered once per club, language and edition, then served from the cache (ADR 0013).
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = catalogueParams;

type Props = { params: Promise<{ tenant: string; locale: string; edition: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await setRequestContext(params);
  const t = await getTranslations('selection');
  return { title: t('seasonTitle') };
}

/** `/subscription`: the season subscriptions on sale, for clubs that enable the section. */
export default async function SubscriptionPage({ params }: Props) {
  const { tenant, locale } = await setRequestContext(params);
  if (!tenant.subscriptionsSection.enabled) notFound();
  const t = await getTranslations('selection');
  const { packs } = await loadHomeCatalogue(tenant.slug, locale);
  const seasons = packs.filter((pack) => pack.type === 'SEASON');
  return (
    <HomeSection id="abonnements" title={t('seasonTitle')} intro={t('seasonIntro')} headingLevel="h1">
      <PackList
        packs={seasons}
        currency={tenant.currency}
        testId="subscription-list"
        emptyText={t('noSeasons')}
      />
    </HomeSection>
  );
}
