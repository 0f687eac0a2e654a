import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { localize } from '@stadio/tenants';
import { CardGrid } from '@/features/catalogue/card-grid';
import { catalogueParams } from '@/features/catalogue/catalogue-page';
import { EventCard } from '@/features/catalogue/event-card';
import { pickHeroEvent } from '@/features/catalogue/hero-event';
import { loadHomeCatalogue } from '@/features/catalogue/load-home-catalogue';
import { PackList } from '@/features/catalogue/pack-list';
import { EmptyState } from '@/features/primitives/empty-state';
import { Hero } from '@/features/home/hero';
import { heroImage } from '@/features/home/hero-image';
import { MatchHero } from '@/features/home/match-hero';
import { PartnerBanners } from '@/features/home/partner-banners';
import { HomeSection } from '@/features/home/section';
import { HomeStockProvider } from '@/features/live/home-stock';
import { assetUrl } from '@/features/tenancy/asset-url';
import { setRequestContext } from '@/features/tenancy/request-context';
import { HOME_NAMESPACES, pickMessages } from '@/i18n/pick-messages';

// A catalogue page: rendered once per club, language and edition, then served from the cache (ADR 0013).
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = catalogueParams;

type Props = { params: Promise<{ tenant: string; locale: string; edition: string }> };

/**
 * Home: the next home match on the club's artwork, upcoming matches, packs, subscriptions
 * (#abonnements) and partners.
 */
export default async function HomePage({ params }: Props) {
  const { tenant, locale } = await setRequestContext(params);
  const t = await getTranslations('home');
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, tenant.locales[0]);
  const { events, packs } = await loadHomeCatalogue(tenant.slug, locale);
  const upcoming = events.filter((e) => e.saleState.kind !== 'passed');
  const heroMatch = pickHeroEvent(upcoming);
  const matchPacks = packs.filter((p) => p.type === 'PACK');
  const seasons = packs.filter((p) => p.type === 'SEASON');

  return (
    // The marker hides the navbar's back-to-home link on this page, in CSS (navbar.module.css).
    <div data-page="home">
      {/* The hero's way in and the cards' sale states follow live stock: a derby sells out within one edition. */}
      <NextIntlClientProvider messages={pickMessages(await getMessages(), HOME_NAMESPACES)}>
        <HomeStockProvider>
          {heroMatch ? (
            <MatchHero
              clubTitle={text(tenant.home.title)}
              match={heroMatch}
              image={heroImage(tenant)}
              timeZone={tenant.timeZone}
              currency={tenant.currency}
            />
          ) : (
            <Hero
              kicker={t('heroKicker')}
              title={text(tenant.home.title)}
              description={text(tenant.home.description)}
              logoUrl={assetUrl(tenant.branding.logo)}
              backgroundUrl={assetUrl(tenant.branding.loginBackground)}
              cta={{ href: '#matches', label: t('upcoming') }}
            />
          )}
          <HomeSection id="matches" title={t('upcoming')}>
            {upcoming.length ? (
              <CardGrid testId="event-list">
                {upcoming.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} timeZone={tenant.timeZone} currency={tenant.currency} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <EmptyState text={t('noEvents')} />
            )}
          </HomeSection>
        </HomeStockProvider>
      </NextIntlClientProvider>
      {matchPacks.length > 0 && (
        <HomeSection id="packs" title={t('packs')} intro={t('packsBody')}>
          <PackList packs={matchPacks} currency={tenant.currency} testId="pack-list" />
        </HomeSection>
      )}
      {tenant.subscriptionsSection.enabled && (
        <HomeSection id="abonnements" title={t('subscriptions')} intro={t('subscriptionsBody')}>
          <PackList
            packs={seasons}
            currency={tenant.currency}
            testId="subscription-list"
            emptyText={t('noSubscriptions')}
          />
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
    </div>
  );
}
