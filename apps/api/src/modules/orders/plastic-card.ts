import type { Tenant } from '@stadio/tenants';

/** The product id of the club's plastic card in ancillary offers and tickets (it has no product row). */
export const PLASTIC_CARD_PRODUCT_ID = 'plastic-card';

// Stored on the ticket in the club's first language, like the catalogue's names (one language per club).
const NAMES: Record<Tenant['locales'][number], string> = {
  fr: 'Carte plastique',
  en: 'Plastic card',
  es: 'Tarjeta de plástico',
  nl: 'Plastic kaart',
  ru: 'Пластиковая карта',
};

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
