import type { TenantInput } from '../schema';

/** "my-club" → "My Club": a readable first guess at the club's name, to be replaced by staff. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Default colours: a navy and a gold that pass WCAG AA with their text colours. */
export const DEFAULT_COLORS = {
  primary: '#1F4E79',
  onPrimary: '#FFFFFF',
  secondary: '#F2C14E',
  onSecondary: '#1A1A1A',
  background: '#FFFFFF',
  text: '#1A1A1A',
} as const;

/**
 * A complete, valid tenant file for a new club. Every field is present (even those with schema
 * defaults) so staff see and edit everything in one place; lists that need real club data
 * (footer links, socials, banners, documents) start empty rather than pointing at made-up URLs.
 */
export function newTenantConfig(slug: string): TenantInput {
  const name = nameFromSlug(slug);
  return {
    slug,
    domains: [`${slug}.localhost`],
    clientShortName: name,
    clientLongName: name,
    country: 'FR',
    timeZone: 'Europe/Paris',
    sport: 'football',
    stadiumId: `${slug}-stadium`,
    locales: ['en', 'fr'],
    branding: {
      logo: `${slug}/logo.svg`,
      favicon: `${slug}/favicon.svg`,
      loginBackground: `${slug}/login-background.svg`,
      theme: 'light',
      colors: { ...DEFAULT_COLORS },
    },
    home: {
      title: { en: `${name} official ticket office`, fr: `Billetterie officielle de ${name}` },
      description: {
        en: `Book your seats for ${name} matches, match packs and season tickets.`,
        fr: `Réservez vos places pour les matchs de ${name}, nos packs et vos abonnements.`,
      },
    },
    footers: [],
    socials: [],
    banners: [],
    documents: [],
    seatmapAccessibleWhenLoggedOut: true,
    plasticCardConfiguration: { enabled: false, mandatory: false, priceCents: 500 },
    requiredCustomerFields: [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
      { field: 'email', mode: 'mandatory_without_change' },
      { field: 'phoneNumber', mode: 'optional' },
    ],
    requiredSubscriberFields: [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
      { field: 'dateOfBirth', mode: 'mandatory_without_change' },
      { field: 'streetAddress', mode: 'mandatory_with_change' },
      { field: 'postalCode', mode: 'mandatory_with_change' },
      { field: 'cityName', mode: 'mandatory_with_change' },
      { field: 'country', mode: 'mandatory_with_change' },
    ],
    requiredHolderFields: [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
    ],
    websiteMaxTicketsInCart: 99,
    defaultOrderExpiryTimeInSeconds: 900,
    payment: {
      singlePayment: true,
      // Off, but filled in, so turning instalments on is a one-word change.
      installmentPayment: {
        enabled: false,
        counts: [3],
        minOrderAmountCents: 10000,
        maxOrderAmountCents: 300000,
      },
    },
    subscriptionsSection: { enabled: true },
    // Fans may resell at face value at most, four tickets a match or pack (docs/adr/0021).
    resale: { policy: 'no_restriction', minPriceCents: 500, maxPercentOfFaceValue: 100, limitPerCampaign: 4 },
  };
}
