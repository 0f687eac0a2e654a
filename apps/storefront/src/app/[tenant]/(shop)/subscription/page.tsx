import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/catalogue/card-grid';
import { loadHomeCatalogue } from '@/features/catalogue/load-home-catalogue';
import { PackCard } from '@/features/catalogue/pack-card';
import { EmptyState } from '@/features/home/empty-state';
import { HomeSection } from '@/features/home/section';
import { getSessionCustomer } from '@/features/session/session';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('selection');
  return { title: t('seasonTitle') };
}

/** `/subscription`: the season subscriptions on sale, for clubs that enable the section. */
export default async function SubscriptionPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  if (!tenant.subscriptionsSection.enabled) notFound();
  const t = await getTranslations('selection');
  const customer = await getSessionCustomer(tenant.slug);
  const { packs } = await loadHomeCatalogue(tenant.slug, customer?.isEarlyBird ?? false);
  const seasons = packs.filter((pack) => pack.type === 'SEASON');
  return (
    <HomeSection id="abonnements" title={t('seasonTitle')} intro={t('seasonIntro')} headingLevel="h1">
      {seasons.length ? (
        <CardGrid testId="subscription-list">
          {seasons.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyState text={t('noSeasons')} />
      )}
    </HomeSection>
  );
}
