import { isLocale, localize, type Locale, type Tenant } from '@stadio/tenants';

/** The product id of the club's plastic card in ancillary offers and tickets (it has no product row). */
export const PLASTIC_CARD_PRODUCT_ID = 'plastic-card';

// The card's name when the club's file gives none. Stored on the ticket in the club's first
// language; pages and documents name it in their reader's (docs/product.md#catalogue-names).
const NAMES: Record<Locale, string> = {
  fr: 'Carte plastique',
  en: 'Plastic card',
  es: 'Tarjeta de plástico',
  nl: 'Plastic kaart',
  ru: 'Пластиковая карта',
};

type CardClub = Pick<Tenant, 'locales' | 'plasticCardConfiguration'>;

/**
 * The plastic card's name in `locale`: the club's own (`plasticCardConfiguration.name`) if it gives
 * one, else the usual name; a language the club does not offer reads its first language.
 */
export function plasticCardName(tenant: CardClub, locale: string): string {
  const first = tenant.locales[0] ?? 'en';
  const language = isLocale(locale) && tenant.locales.includes(locale) ? locale : first;
  const own = tenant.plasticCardConfiguration.name;
  return own ? localize(own, language, first) : NAMES[language];
}

/**
 * An extra's name as a page or document in `locale` shows it: the plastic card in that language
 * (its stored name is the club's first language); a car park as loaded (load-orders names it).
 */
export function ancillaryNameIn(
  ancillary: { productId: string; ancillaryName: string },
  locale: string,
  tenant: CardClub,
): string {
  return ancillary.productId === PLASTIC_CARD_PRODUCT_ID
    ? plasticCardName(tenant, locale)
    : ancillary.ancillaryName;
}

/** The plastic card as the club sells it, or null when the club does not sell one. */
export function plasticCardOf(
  tenant: Tenant,
): { name: string; priceCents: number; mandatory: boolean } | null {
  const config = tenant.plasticCardConfiguration;
  if (!config.enabled) return null;
  return {
    name: plasticCardName(tenant, tenant.locales[0] ?? 'en'),
    priceCents: config.priceCents,
    mandatory: config.mandatory,
  };
}
