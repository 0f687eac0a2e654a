import { compilePromoCodes, PLASTIC_CARD_PRODUCT, type PromoContext } from '@stadio/catalogue';
import type { DbExecutor } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import type { PromoRules } from './promo-admin-args';
import { badPromoInput } from './promo-admin-errors';

/** Something a code may be restricted to, as the form lists it. */
export interface PromoOption {
  id: string;
  name: string;
}

/** What the club's catalogue offers to restrict a code to, and the compile context of its rules. */
export interface PromoCatalogue {
  context: PromoContext;
  options: {
    matches: PromoOption[];
    packs: PromoOption[];
    categories: PromoOption[];
    products: PromoOption[];
  };
}

const withoutPrefix = (id: string, prefix: string) =>
  id.startsWith(`${prefix}-`) ? id.slice(prefix.length + 1) : id;

async function rowsOf<T>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * The club's matches, packs, categories and products, read from the database: the keys a rule may
 * name, as compilePromoCodes checks them for promo-codes.json. Categories go by their key in the
 * club's venue (the first arena, as catalogue:export writes them), like the file.
 */
export async function readPromoCatalogue(db: DbExecutor, tenant: Tenant): Promise<PromoCatalogue> {
  const t = tenant.slug;
  const [arena] = await rowsOf<{ id: string }>(
    db,
    sql`select id from arenas where tenant_id = ${t} order by id limit 1`,
  );
  const arenaId = arena?.id ?? '';
  const matches = await rowsOf<PromoOption>(
    db,
    sql`select id, name || ' · ' || to_char(start_datetime at time zone ${tenant.timeZone}, 'YYYY-MM-DD') as name
        from events where tenant_id = ${t} order by start_datetime, id`,
  );
  const packs = await rowsOf<PromoOption>(
    db,
    sql`select id, name from campaign_packs where tenant_id = ${t} order by name, id`,
  );
  const categories = (
    await rowsOf<PromoOption>(
      db,
      sql`select id, name from categories where tenant_id = ${t} and arena_id = ${arenaId} order by sort, id`,
    )
  ).map((c) => ({ id: withoutPrefix(c.id, arenaId), name: c.name }));
  const products = await rowsOf<PromoOption>(
    db,
    sql`select id, name from products where tenant_id = ${t} and not is_resale order by sort, id`,
  );
  const parkings = await rowsOf<PromoOption & { eventName: string }>(
    db,
    sql`select p.id, p.name, e.name as "eventName" from parking_products p
        join events e on e.tenant_id = p.tenant_id and e.id = p.event_id
        where p.tenant_id = ${t} order by e.start_datetime, p.sort, p.id`,
  );
  return {
    context: {
      arenaId,
      timeZone: tenant.timeZone,
      currency: tenant.currency,
      file: 'back office',
      matchIds: new Set(matches.map((m) => m.id)),
      packKeys: new Set(packs.map((p) => p.id)),
      categoryKeys: new Set(categories.map((c) => c.id)),
      productKeys: new Set(products.map((p) => p.id)),
      parkingIds: new Set(parkings.map((p) => p.id)),
      parkingIdsByKey: new Map(),
    },
    options: {
      matches,
      packs,
      categories,
      products: [
        ...products,
        ...parkings.map((p) => ({ id: p.id, name: `${p.name} · ${p.eventName}` })),
        { id: PLASTIC_CARD_PRODUCT, name: PLASTIC_CARD_PRODUCT },
      ],
    },
  };
}

/** The promo_codes columns of a code named `name` with `rules`, compiled as promo-codes.json is. */
export type CompiledPromoCode = ReturnType<typeof compilePromoCodes>['rows'][number];

/**
 * Compiles one code exactly as a promo-codes.json entry (compilePromoCodes): the same label made
 * from the discount, the same scope words, dates in the club's time zone, and every restriction a
 * key the club has; an unknown key is refused with its field.
 */
export function compileCode(
  catalogue: PromoCatalogue,
  code: { id: string; name: string; rules: PromoRules; active: boolean },
): CompiledPromoCode {
  const { rows, problems } = compilePromoCodes(
    { codes: [{ ...code.rules, id: code.id, name: code.name, active: code.active }] },
    catalogue.context,
  );
  if (problems.length > 0 || !rows[0])
    throw badPromoInput(
      problems.map((p) => ({
        path: `input.rules.${p.where.split(' › ')[1] ?? ''}`.replace(/\.$/, ''),
        message: `${p.message}${p.fix ? ` (${p.fix})` : ''}`,
      })),
    );
  return rows[0];
}
