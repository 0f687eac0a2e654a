import { getLocale, getTranslations } from 'next-intl/server';
import { localize } from '@stadio/tenants';
import { EmptyState } from '@/features/home/empty-state';
import { Hero } from '@/features/home/hero';
import { PartnerBanners } from '@/features/home/partner-banners';
import { HomeSection } from '@/features/home/section';
import { assetUrl } from '@/features/tenancy/asset-url';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

/** Home: the club's banner, upcoming matches, subscriptions (#abonnements) and partners. */
export default async function HomePage({ params }: { params: Promise<{ tenant: string }> }) {
  const tenant = tenantFromParam((await params).tenant);
  const locale = await getLocale();
  const t = await getTranslations('home');
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, tenant.locales[0]);

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
        <EmptyState text={t('noEvents')} />
      </HomeSection>
      {tenant.subscriptionsSection.enabled && (
        <HomeSection id="abonnements" title={t('subscriptions')} intro={t('subscriptionsBody')}>
          <EmptyState text={t('noSubscriptions')} />
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
