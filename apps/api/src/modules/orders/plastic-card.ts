import type { Tenant } from '@stadio/tenants';

/** The product id of the club's plastic card in ancillary offers and tickets (it has no product row). */
export const PLASTIC_CARD_PRODUCT_ID = 'plastic-card';

// Stored on the ticket in the club's first language; documents name it in their reader's language.
const NAMES: Record<Tenant['locales'][number], string> = {
  fr: 'Carte plastique',
  en: 'Plastic card',
  es: 'Tarjeta de plástico',
  nl: 'Plastic kaart',
  ru: 'Пластиковая карта',
};

/** The plastic card's name in `locale`, or in the club's first language if the shop has no such one. */
export function plasticCardName(locale: string, fallback: Tenant['locales'][number]): string {
  return NAMES[locale as Tenant['locales'][number]] ?? NAMES[fallback];
}

/** The plastic card's name in `locale`, or its name as sold when the shop has no such language. */
export function plasticCardNameIn(locale: string | null | undefined, stored: string): string {
  return (locale && NAMES[locale as Tenant['locales'][number]]) || stored;
}

/**
 * An extra's name as a document in `locale` prints it: the plastic card in that language (its
 * stored name is the club's first language), other extras as stored.
 */
export function ancillaryNameIn(
  ancillary: { productId: string; ancillaryName: string },
  locale: string,
  fallback: Tenant['locales'][number],
): string {
  return ancillary.productId === PLASTIC_CARD_PRODUCT_ID
    ? plasticCardName(locale, fallback)
    : ancillary.ancillaryName;
}

/** The plastic card as the club sells it, or null when the club does not sell one. */
export function plasticCardOf(
  tenant: Tenant,
): { name: string; priceCents: number; mandatory: boolean } | null {
  const config = tenant.plasticCardConfiguration;
  if (!config.enabled) return null;
  return {
    name: NAMES[tenant.locales[0] ?? 'en'],
    priceCents: config.priceCents,
    mandatory: config.mandatory,
  };
}
