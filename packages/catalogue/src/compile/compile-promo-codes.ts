import type { CatalogueRows } from '@stadio/db';
import { categoryId } from '@stadio/venues';
import type { PromoCodesFile } from '../format';
import { instantOfLocal } from './local-time';
import type { CatalogueProblem } from './problem';

/** The option a plastic-card code discounts (docs/product.md#promo-codes). */
export const PLASTIC_CARD_PRODUCT = 'plastic-card';

const SCOPES = { order: 'order', seats: 'seat_tickets', options: 'ancillaries' } as const;

/** The sign a label writes a club's currency with ("€", "£"), or its code. */
const signOf = (currency: string) => ({ EUR: '€', GBP: '£' })[currency] ?? currency;

/**
 * "-10 %" or "-5 €" ("-5 £" at a club in pounds): what the shop shows beside a code when the file
 * gives no label, in the club's currency (docs/product.md#money-and-dates).
 */
export function defaultPromoLabel(
  code: { percent?: number | null; amount?: number | null },
  currency: string,
): string {
  if (code.percent != null) return `-${code.percent} %`;
  const cents = code.amount ?? 0;
  return `-${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)} ${signOf(currency)}`;
}

export interface PromoContext {
  arenaId: string;
  timeZone: string;
  /** The club's currency (ISO 4217), for the labels made from amounts. */
  currency: string;
  file: string;
  matchIds: ReadonlySet<string>;
  packKeys: ReadonlySet<string>;
  categoryKeys: ReadonlySet<string>;
  productKeys: ReadonlySet<string>;
  /** Every car park's id ("m05-p1"). */
  parkingIds: ReadonlySet<string>;
  /** Car park ids by their key in season.json. */
  parkingIdsByKey: ReadonlyMap<string, readonly string[]>;
}

/** promo-codes.json as rows; every restriction refers to a key the other files define. */
export function compilePromoCodes(
  file: PromoCodesFile,
  context: PromoContext,
): { rows: CatalogueRows['promoCodes']; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const problem = (where: string, message: string, fix?: string) =>
    problems.push({ file: context.file, where, message, ...(fix ? { fix } : {}) });
  const names = new Set<string>();
  const rows: CatalogueRows['promoCodes'] = [];
  for (const code of file.codes) {
    const where = `code ${code.name}`;
    const id = code.id ?? code.name.toLowerCase();
    if (names.has(code.name.toLowerCase()))
      problem(where, `Two codes are called "${code.name}" (capitals do not count).`, 'remove or rename one.');
    names.add(code.name.toLowerCase());
    const known = (
      list: readonly string[] | undefined,
      keys: ReadonlySet<string>,
      what: string,
      field: string,
    ) => {
      for (const key of list ?? [])
        if (!keys.has(key))
          problem(
            `${where} › ${field}`,
            `"${key}" is not ${what}.`,
            `use one of ${[...keys].map((k) => `"${k}"`).join(', ') || '(none yet)'}.`,
          );
      return [...(list ?? [])];
    };
    const productIds = (code.products ?? []).flatMap((key) => {
      if (context.productKeys.has(key) || key === PLASTIC_CARD_PRODUCT || context.parkingIds.has(key))
        return [key];
      const parkings = context.parkingIdsByKey.get(key);
      if (parkings) return [...parkings];
      problem(
        `${where} › products`,
        `"${key}" is neither a product of season.json, a car park's key, nor "${PLASTIC_CARD_PRODUCT}".`,
        'check the spelling.',
      );
      return [];
    });
    rows.push({
      id,
      name: code.name,
      description: code.description ?? null,
      label: code.label ?? defaultPromoLabel(code, context.currency),
      discountType: code.percent !== undefined ? 'percent' : 'absolute',
      discountValue: code.percent ?? code.amount ?? 0,
      scope: SCOPES[code.on ?? 'order'],
      canBeCumulated: code.combinable ?? true,
      rank: code.rank ?? 0,
      minOrderAmountCents: code.minOrderAmount ?? null,
      maxOrderAmountCents: code.maxOrderAmount ?? null,
      usageLimit: code.usageLimit ?? null,
      perCustomerUsageLimit: code.perCustomerLimit ?? null,
      oneUsePerEventPerCustomer: code.oncePerMatchPerCustomer ?? false,
      validFrom: code.validFrom ? instantOfLocal(code.validFrom, context.timeZone) : null,
      validUntil: code.validUntil ? instantOfLocal(code.validUntil, context.timeZone) : null,
      eventIds: known(code.matches, context.matchIds, 'a match id of season.json', 'matches'),
      packIds: known(code.packs, context.packKeys, 'a pack of season.json', 'packs'),
      categoryIds: known(code.categories, context.categoryKeys, 'a category of venue.json', 'categories').map(
        (key) => categoryId(context.arenaId, key),
      ),
      productIds,
      earlyBirdsOnly: code.earlyBirdsOnly ?? false,
      customerIds: [],
      isActive: code.active ?? true,
    });
  }
  return { rows, problems };
}
