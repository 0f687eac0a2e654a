import type { Tenant, TenantRegistry } from '@stadio/tenants';
import { getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { promoCodes } from '../schema';
import { PRODUCT_IDS } from './catalogue/catalogue-plan';
import { SCHEDULE } from './catalogue/event-schedule';
import { profileForTenant } from './catalogue/profile-for-tenant';
import { planParkings } from './catalogue/write-parking';

type Locale = Tenant['locales'][number];
type PromoRow = typeof promoCodes.$inferInsert;

/** The match the one-event code is for: the first match on sale in the demo schedule. */
const NEXT_MATCH = SCHEDULE.find((match) => match.scenario === 'opened')?.id ?? 'm03';

/**
 * The demo codes, the same names at every club, each showing one rule (listed in the README and
 * used by the browser tests). Names are what a fan types; ids are stable so re-seeding updates them.
 */
const DEMO_CODES: Array<{
  key: string;
  row: Omit<PromoRow, 'tenantId' | 'id' | 'description'>;
  description: Record<Locale, string>;
}> = [
  {
    key: 'welcome10',
    row: {
      name: 'WELCOME10',
      label: '-10 %',
      discountType: 'percent',
      discountValue: 10,
      scope: 'order',
      rank: 2,
    },
    description: {
      en: '10 % off the whole order.',
      fr: '10 % de réduction sur toute la commande.',
      es: '10 % de descuento en todo el pedido.',
      nl: '10 % korting op de hele bestelling.',
      ru: 'Скидка 10 % на весь заказ.',
    },
  },
  {
    key: 'seat5',
    row: {
      name: 'SEAT5',
      label: '-5 €',
      discountType: 'absolute',
      discountValue: 500,
      scope: 'seat_tickets',
      canBeCumulated: false,
      rank: 1,
    },
    description: {
      en: '5 € off your seats; cannot be combined with another code.',
      fr: '5 € de réduction sur vos places ; non cumulable.',
      es: '5 € de descuento en sus asientos; no acumulable.',
      nl: '5 € korting op je plaatsen; niet te combineren.',
      ru: 'Скидка 5 € на места; не суммируется с другими кодами.',
    },
  },
  {
    key: 'parking50',
    row: {
      name: 'PARKING50',
      label: '-50 %',
      discountType: 'percent',
      discountValue: 50,
      scope: 'ancillaries',
    },
    description: {
      en: 'Half-price parking.',
      fr: 'Parking à moitié prix.',
      es: 'Aparcamiento a mitad de precio.',
      nl: 'Parkeren voor de halve prijs.',
      ru: 'Парковка за полцены.',
    },
  },
  {
    key: 'match20',
    row: {
      name: 'MATCH20',
      label: '-20 %',
      discountType: 'percent',
      discountValue: 20,
      scope: 'seat_tickets',
      eventIds: [NEXT_MATCH],
      oneUsePerEventPerCustomer: true,
    },
    description: {
      en: '20 % off seats for the next home match, once per fan.',
      fr: '20 % sur les places du prochain match à domicile, une fois par supporter.',
      es: '20 % en los asientos del próximo partido en casa, una vez por aficionado.',
      nl: '20 % op plaatsen voor de volgende thuiswedstrijd, één keer per fan.',
      ru: 'Скидка 20 % на места на ближайший домашний матч, один раз на болельщика.',
    },
  },
  {
    key: 'season15',
    row: {
      name: 'SEASON15',
      label: '-15 %',
      discountType: 'percent',
      discountValue: 15,
      scope: 'seat_tickets',
      packIds: ['season'],
    },
    description: {
      en: '15 % off season tickets.',
      fr: "15 % sur l'abonnement saison.",
      es: '15 % en el abono de temporada.',
      nl: '15 % op seizoenkaarten.',
      ru: 'Скидка 15 % на абонемент.',
    },
  },
  {
    key: 'first1',
    row: {
      name: 'FIRST1',
      label: '-10 €',
      discountType: 'absolute',
      discountValue: 1000,
      scope: 'order',
      usageLimit: 1,
    },
    description: {
      en: '10 € off, for the very first fan who uses it.',
      fr: '10 € de réduction, pour le tout premier supporter qui l’utilise.',
      es: '10 € de descuento, para el primer aficionado que lo use.',
      nl: '10 € korting, voor de allereerste fan die hem gebruikt.',
      ru: 'Скидка 10 € для самого первого болельщика, который его использует.',
    },
  },
  {
    key: 'big100',
    row: {
      name: 'BIG100',
      label: '-15 €',
      discountType: 'absolute',
      discountValue: 1500,
      scope: 'order',
      minOrderAmountCents: 10_000,
    },
    description: {
      en: '15 € off orders of 100 € or more.',
      fr: '15 € de réduction dès 100 € de commande.',
      es: '15 € de descuento en pedidos de 100 € o más.',
      nl: '15 € korting bij bestellingen vanaf 100 €.',
      ru: 'Скидка 15 € на заказы от 100 €.',
    },
  },
  {
    key: 'early15',
    row: {
      name: 'EARLY15',
      label: '-15 %',
      discountType: 'percent',
      discountValue: 15,
      scope: 'seat_tickets',
      productIds: [PRODUCT_IDS.full],
      earlyBirdsOnly: true,
      perCustomerUsageLimit: 1,
    },
    description: {
      en: '15 % off full-price seats for early-bird members, once.',
      fr: '15 % sur les places plein tarif pour les membres early bird, une fois.',
      es: '15 % en asientos de tarifa completa para miembros early bird, una vez.',
      nl: '15 % op plaatsen met volledig tarief voor early-birdleden, één keer.',
      ru: 'Скидка 15 % на места по полной цене для участников early bird, один раз.',
    },
  },
  {
    key: 'summer25',
    row: {
      name: 'SUMMER25',
      label: '-25 %',
      discountType: 'percent',
      discountValue: 25,
      scope: 'order',
      validFrom: new Date('2025-06-01T00:00:00Z'),
      validUntil: new Date('2025-09-01T00:00:00Z'),
    },
    description: {
      en: 'Summer 2025 offer (expired).',
      fr: 'Offre été 2025 (expirée).',
      es: 'Oferta verano 2025 (caducada).',
      nl: 'Zomeraanbieding 2025 (verlopen).',
      ru: 'Летнее предложение 2025 (истекло).',
    },
  },
];

/** The demo codes of one club; the parking code names the club's car parks. */
export function planPromoCodes(tenant: Tenant): PromoRow[] {
  const parkingIds = planParkings(tenant.slug, tenant.locales, profileForTenant(tenant), SCHEDULE).map(
    (p) => p.id,
  );
  const locale = tenant.locales[0] ?? 'en';
  // The codes are written in euros; a club in another currency gets its own sign (docs/product.md#money-and-dates).
  const sign = ({ EUR: '€', GBP: '£' } as Record<string, string>)[tenant.currency] ?? tenant.currency;
  const inCurrency = <T extends string | null | undefined>(text: T): T =>
    (typeof text === 'string' ? text.replaceAll('€', sign) : text) as T;
  return DEMO_CODES.map(({ key, row, description }) => ({
    // Every row sets every column, so a re-seed also clears what an older definition set.
    minOrderAmountCents: null,
    maxOrderAmountCents: null,
    usageLimit: null,
    perCustomerUsageLimit: null,
    validFrom: null,
    validUntil: null,
    canBeCumulated: true,
    rank: 0,
    oneUsePerEventPerCustomer: false,
    earlyBirdsOnly: false,
    packIds: [],
    eventIds: [],
    categoryIds: [],
    productIds: key === 'parking50' ? parkingIds : [],
    customerIds: [],
    isActive: true,
    ...row,
    label: inCurrency(row.label),
    tenantId: tenant.slug,
    id: `promo-${key}`,
    description: inCurrency(description[locale]),
  }));
}

const UPDATABLE = Object.entries(getTableColumns(promoCodes)).filter(
  ([property]) => !['tenantId', 'id', 'createdAt'].includes(property),
);

/**
 * Upserts every club's demo promo codes. Idempotent: a re-run rewrites only codes whose
 * definition changed; their uses (real orders) are never touched.
 */
export async function seedPromoCodes(db: DbExecutor, registry: TenantRegistry): Promise<number> {
  const rows = registry.tenants.flatMap(planPromoCodes);
  if (rows.length === 0) return 0;
  const excluded = (name: string) => sql.raw(`excluded.${name}`);
  const written = await db
    .insert(promoCodes)
    .values(rows)
    .onConflictDoUpdate({
      target: [promoCodes.tenantId, promoCodes.id],
      set: Object.fromEntries(UPDATABLE.map(([property, column]) => [property, excluded(column.name)])),
      setWhere: sql`(${sql.join(
        UPDATABLE.map(([, column]) => sql`${promoCodes}.${sql.identifier(column.name)}`),
        sql`, `,
      )}) is distinct from (${sql.join(
        UPDATABLE.map(([, column]) => excluded(column.name)),
        sql`, `,
      )})`,
    })
    .returning({ id: promoCodes.id });
  return written.length;
}
