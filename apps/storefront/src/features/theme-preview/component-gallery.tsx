'use client';

import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { TextField } from '@/features/account/text-field';
import { EventCard } from '@/features/catalogue/event-card';
import { PackCard } from '@/features/catalogue/pack-card';
import { useMoney } from '@/features/formatting/use-money';
import { Hero } from '@/features/home/hero';
import { Footer } from '@/features/layout/footer';
import { MobileMenu } from '@/features/layout/mobile-menu';
import { Navbar } from '@/features/layout/navbar';
import { MapLegend } from '@/features/seat-map';
import { useTenant } from '@/features/tenancy/tenant-context';
import { CartPreview } from './cart-preview';
import {
  previewCategories,
  previewEvents,
  previewOrder,
  previewPacks,
  type FixtureWords,
} from './preview-fixtures';
import { PreviewSection } from './preview-section';
import { TicketPreview } from './ticket-preview';

/** The year on the preview's footer; fixed so the gallery renders the same on server and client. */
const FOOTER_YEAR = 2027;

/**
 * The club's real components, in the colours of the surrounding brand scope: navbar, phone menu,
 * home banner and cards in every sale state, seat map legend, buttons, fields with errors, cart,
 * e-ticket and footer.
 */
export function ComponentGallery(props: {
  homeTitle: string;
  homeDescription: string;
  loginBackgroundUrl: string;
}) {
  const t = useTranslations('themePreview');
  const tHome = useTranslations('home');
  const tenant = useTenant();
  const words = useMemo<FixtureWords>(
    () => ({
      adult: t('fixtures.adult'),
      child: t('fixtures.child'),
      parking: t('fixtures.parking'),
      pack: t('fixtures.pack'),
      season: t('fixtures.season'),
      mainStand: t('fixtures.mainStand'),
      category: (n) => t('fixtures.category', { n }),
    }),
    [t],
  );
  const events = previewEvents({ name: tenant.clientShortName, logoUrl: tenant.logoUrl });
  const order = previewOrder(tenant.clientShortName, words);
  const formatPrice = useMoney();

  return (
    <Stack gap="8">
      <PreviewSection title={t('sections.navbar')}>
        {/* The gallery's navbar scrolls with it instead of sticking over the page's own; in a
            narrow comparison column it scrolls sideways rather than being cut off. */}
        <Box
          borderWidth="1px"
          rounded="md"
          overflowX="auto"
          tabIndex={0}
          aria-label={t('sections.navbar')}
          role="region"
          css={{ '& > header': { position: 'static', minWidth: '36rem' } }}
        >
          <Navbar tenant={tenant} />
        </Box>
      </PreviewSection>
      <PreviewSection title={t('sections.mobileMenu')}>
        <HStack gap="3" css={{ '& button': { display: 'inline-flex !important' } }}>
          <MobileMenu loggedIn={false} />
          <Text fontSize="sm" color="fg.muted">
            {t('mobileMenuHint')}
          </Text>
        </HStack>
      </PreviewSection>
      <PreviewSection title={t('sections.hero')}>
        <Box rounded="md" overflow="hidden">
          <Hero
            kicker={tHome('heroKicker')}
            title={props.homeTitle}
            description={props.homeDescription}
            logoUrl={tenant.logoUrl}
            backgroundUrl={props.loginBackgroundUrl}
            cta={{ href: '#matches', label: tHome('upcoming') }}
          />
        </Box>
      </PreviewSection>
      <PreviewSection title={t('sections.cards')}>
        <Stack gap="4">
          {/* Sized by the column, not the viewport, so a comparison column still shows whole cards. */}
          <SimpleGrid as="ul" listStyleType="none" minChildWidth="15rem" gap="4">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={tenant.timeZone} currency={tenant.currency} />
              </li>
            ))}
          </SimpleGrid>
          <SimpleGrid as="ul" listStyleType="none" minChildWidth="15rem" gap="4">
            {previewPacks(words).map((pack) => (
              <li key={pack.id}>
                <PackCard pack={pack} currency={tenant.currency} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </PreviewSection>
      <SimpleGrid minChildWidth="18rem" gap="8">
        <PreviewSection title={t('sections.legend')}>
          <MapLegend categories={previewCategories(words)} formatPrice={formatPrice} />
        </PreviewSection>
        <PreviewSection title={t('sections.buttons')}>
          <HStack wrap="wrap" gap="3">
            <Button colorPalette="brand">{t('buttons.primary')}</Button>
            <Button colorPalette="brand" variant="outline">
              {t('buttons.outline')}
            </Button>
            <Button colorPalette="brand" variant="ghost">
              {t('buttons.ghost')}
            </Button>
            <Button colorPalette="accent">{t('buttons.secondary')}</Button>
            <Button colorPalette="brand" disabled>
              {t('buttons.disabled')}
            </Button>
          </HStack>
        </PreviewSection>
      </SimpleGrid>
      <PreviewSection title={t('sections.form')}>
        <Stack gap="4" maxW="md">
          <TextField label={t('form.firstName')} defaultValue="Alex" required />
          <TextField label={t('form.email')} defaultValue="alex@" required error={t('form.emailError')} />
          <TextField label={t('form.phone')} defaultValue="12" error={t('form.phoneError')} />
        </Stack>
      </PreviewSection>
      <SimpleGrid minChildWidth="18rem" gap="8">
        <PreviewSection title={t('sections.cart')}>
          <CartPreview order={order} />
        </PreviewSection>
        <PreviewSection title={t('sections.ticket')}>
          <TicketPreview eventName={events[0]?.name ?? ''} startDatetime={events[0]?.startDatetime ?? ''} />
        </PreviewSection>
      </SimpleGrid>
      <PreviewSection title={t('sections.footer')}>
        <Box rounded="md" overflow="hidden" css={{ '& > footer': { marginTop: 0 } }}>
          <Footer tenant={tenant} year={FOOTER_YEAR} />
        </Box>
      </PreviewSection>
    </Stack>
  );
}
