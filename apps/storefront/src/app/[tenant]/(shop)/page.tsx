import { getLocale, getTranslations } from 'next-intl/server';
import { localize } from '@stadio/tenants';
import { CardGrid } from '@/features/catalogue/card-grid';
import { EventCard } from '@/features/catalogue/event-card';
import { loadHomeCatalogue } from '@/features/catalogue/load-home-catalogue';
import { PackCard } from '@/features/catalogue/pack-card';
import { EmptyState } from '@/features/home/empty-state';
import { Hero } from '@/features/home/hero';
import { PartnerBanners } from '@/features/home/partner-banners';
import { HomeSection } from '@/features/home/section';
import { getSessionCustomer } from '@/features/session/session';
import { assetUrl } from '@/features/tenancy/asset-url';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

/** Home: the club's banner, upcoming matches, packs, subscriptions (#abonnements) and partners. */
export default async function HomePage({ params }: { params: Promise<{ tenant: string }> }) {
  const tenant = tenantFromParam((await params).tenant);
  const locale = await getLocale();
  const t = await getTranslations('home');
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, tenant.locales[0]);
  const customer = await getSessionCustomer(tenant.slug);
  const { events, packs } = await loadHomeCatalogue(tenant.slug, customer?.isEarlyBird ?? false);
  const upcoming = events.filter((e) => e.saleState.kind !== 'passed');
  const matchPacks = packs.filter((p) => p.type === 'PACK');
  const seasons = packs.filter((p) => p.type === 'SEASON');

  return (
    <>
      <Hero
        kicker={t('heroKicker')}
        title={text(tenant.home.title)}
        description={text(tenant.home.description)}
        logoUrl={assetUrl(tenant.branding.logo)}
        backgroundUrl={assetUrl(tenant.branding.loginBackground)}
        cta={{ href: '#matches', label: t('upcoming') }}
      />
      <HomeSection id="matches" title={t('upcoming')}>
        {upcoming.length ? (
          <CardGrid testId="event-list">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <EmptyState text={t('noEvents')} />
        )}
      </HomeSection>
      {matchPacks.length > 0 && (
        <HomeSection id="packs" title={t('packs')} intro={t('packsBody')}>
          <CardGrid testId="pack-list">
            {matchPacks.map((pack) => (
              <li key={pack.id}>
                <PackCard pack={pack} />
              </li>
            ))}
          </CardGrid>
        </HomeSection>
      )}
      {tenant.subscriptionsSection.enabled && (
        <HomeSection id="abonnements" title={t('subscriptions')} intro={t('subscriptionsBody')}>
          {seasons.length ? (
            <CardGrid testId="subscription-list">
              {seasons.map((pack) => (
                <li key={pack.id}>
                  <PackCard pack={pack} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState text={t('noSubscriptions')} />
          )}
        </HomeSection>
      )}
      {tenant.banners.length > 0 && (
        <HomeSection id="partners" title={t('partners')}>
          <PartnerBanners
            banners={tenant.banners.map((b) => ({
              src: assetUrl(b.src),
              title: text(b.title),
              href: b.href,
            }))}
          />
        </HomeSection>
      )}
    </>
  );
}
