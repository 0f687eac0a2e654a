import type { Database, Translations } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import { catalogueLocale, nameIn } from '../catalogue/catalogue-names';
import { toGqlPaymentType } from '../counter/payment-types';
import { matchNotFound } from './dashboard-errors';
import { loadSales, NO_MONEY, type MoneyRow } from './dashboard-sales';
import { addStock, loadStock, NO_STOCK, type StockRow } from './dashboard-stock';

/*
 * The sales dashboard (docs/product.md#sales-dashboard, ADR 0050): one club's season (every match)
 * or one match, read in a handful of grouped queries, never row by row, so a 30,000-seat match
 * costs the same few statements as a small hall.
 */

export interface DashboardScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  locale?: string;
}

/**
 * A match is "live" from three hours before kick-off (the gates open) to four hours after: the
 * page then refreshes itself so entries come in as the stewards scan them.
 */
const LIVE_BEFORE_MS = 3 * 60 * 60 * 1000;
const LIVE_AFTER_MS = 4 * 60 * 60 * 1000;

interface EventRow {
  id: string;
  name: string;
  nameTranslations: Translations | null;
  startsAt: Date | string;
  arenaId: string;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

function matchView(row: EventRow, locale: string, now: Date): Gql.DashboardMatch {
  const start = new Date(row.startsAt);
  return {
    eventId: row.id,
    name: nameIn(row.name, row.nameTranslations, locale),
    startsAt: start.toISOString(),
    isLive:
      now.getTime() >= start.getTime() - LIVE_BEFORE_MS && now.getTime() <= start.getTime() + LIVE_AFTER_MS,
  };
}

const moneyView = (money: MoneyRow | undefined): Gql.DashboardMoney => ({ ...(money ?? NO_MONEY) });

/** The most used venue of the season, else the match's: what the overview draws. */
function arenaOf(events: readonly EventRow[], match: EventRow | undefined): string | undefined {
  if (match) return match.arenaId;
  const uses = new Map<string, number>();
  for (const event of events) uses.set(event.arenaId, (uses.get(event.arenaId) ?? 0) + 1);
  return [...uses].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function addInto(sums: Map<string, StockRow>, key: string, part: StockRow) {
  let into = sums.get(key);
  if (!into) sums.set(key, (into = { ...NO_STOCK }));
  addStock(into, part);
}

/** The season's figures (`eventId` null) or one match's; an unknown match is DASHBOARD_MATCH_NOT_FOUND. */
export async function loadDashboard(
  scope: DashboardScope,
  eventId: string | null,
): Promise<Gql.BackOfficeDashboard> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const locale = catalogueLocale(tenant, scope.locale);
  const events = await rowsOf<EventRow>(
    db,
    sql`select id, name, name_translations as "nameTranslations", start_datetime as "startsAt", arena_id as "arenaId"
        from events where tenant_id = ${tenantId} and (not is_archived or id = ${eventId ?? ''})
        order by start_datetime, id`,
  );
  const match = eventId === null ? undefined : events.find((event) => event.id === eventId);
  if (eventId !== null && !match) throw matchNotFound();
  const arenaId = arenaOf(events, match);

  const [stock, sales, arenaRows, blockRows, categoryRows, resaleRows, attendanceRows] = await Promise.all([
    loadStock(db, tenantId, now, eventId),
    loadSales(db, tenantId, tenant.timeZone, eventId),
    rowsOf<{
      id: string;
      name: string;
      nameTranslations: Translations | null;
      width: number;
      height: number;
      pitch: string;
    }>(
      db,
      sql`select id, name, name_translations as "nameTranslations", width, height, pitch
          from arenas where tenant_id = ${tenantId} and id = ${arenaId ?? ''}`,
    ),
    rowsOf<{
      id: string;
      name: string;
      nameTranslations: Translations | null;
      standName: string;
      standTranslations: Translations | null;
      categoryId: string;
      isOpenSeating: boolean;
      contour: string;
      labelX: number;
      labelY: number;
    }>(
      db,
      sql`select b.id, b.name, b.name_translations as "nameTranslations", s.name as "standName",
            s.name_translations as "standTranslations", b.category_id as "categoryId",
            b.is_open_seating as "isOpenSeating", b.contour, b.label_x as "labelX", b.label_y as "labelY"
          from blocks b join stands s on s.tenant_id = b.tenant_id and s.id = b.stand_id
          where b.tenant_id = ${tenantId} and b.arena_id = ${arenaId ?? ''}
          order by s.sort, b.sort, b.id`,
    ),
    rowsOf<{ id: string; name: string; nameTranslations: Translations | null; colour: string }>(
      db,
      sql`select id, name, name_translations as "nameTranslations", colour from categories
          where tenant_id = ${tenantId} order by sort, id`,
    ),
    rowsOf<Record<'listed' | 'onSale' | 'resold' | 'withdrawn' | 'volume', string>>(
      db,
      sql`select count(*) as listed, count(*) filter (where status in ('on_sale', 'pending')) as "onSale",
            count(*) filter (where status = 'sold') as resold, count(*) filter (where status = 'withdrawn') as withdrawn,
            coalesce(sum(price_cents) filter (where status = 'sold'), 0) as volume
          from resale_listings where tenant_id = ${tenantId} ${eventId ? sql`and event_id = ${eventId}` : sql``}`,
    ),
    rowsOf<{ tickets: string; entered: string }>(
      db,
      // The season counts the matches that have started: a future match has no entries yet.
      sql`with counted as (select id from events where tenant_id = ${tenantId}
            and ${eventId ? sql`id = ${eventId}` : sql`start_datetime <= ${now.toISOString()}::timestamptz`})
          select (select count(*) from seat_tickets t where t.tenant_id = ${tenantId} and t.status = 'confirmed'
              and t.event_id in (select id from counted)) as tickets,
            (select count(distinct g.ticket_id) from gate_entries g where g.tenant_id = ${tenantId}
              and g.event_id in (select id from counted)) as entered`,
    ),
  ]);

  const byBlock = new Map<string, StockRow>();
  const byCategory = new Map<string, StockRow>();
  const total: StockRow = { ...NO_STOCK };
  for (const part of stock) {
    addStock(total, part);
    addInto(byBlock, part.blockId, part);
    addInto(byCategory, part.categoryId, part);
  }
  const arena = arenaRows[0];
  const resale = resaleRows[0];
  const attendance = attendanceRows[0];
  return {
    currency: tenant.currency,
    match: match ? matchView(match, locale, now) : null,
    matches: events.map((event) => matchView(event, locale, now)),
    stock: total,
    money: moneyView(sales.total),
    extras: moneyView(sales.extras),
    categories: categoryRows
      .filter((c) => byCategory.has(c.id) || sales.byCategory.has(c.id))
      .map((c) => ({
        categoryId: c.id,
        name: nameIn(c.name, c.nameTranslations, locale),
        colour: c.colour,
        stock: byCategory.get(c.id) ?? { ...NO_STOCK },
        money: moneyView(sales.byCategory.get(c.id)),
      })),
    blocks: blockRows.map((b) => ({
      blockId: b.id,
      name: nameIn(b.name, b.nameTranslations, locale),
      standName: nameIn(b.standName, b.standTranslations, locale),
      categoryId: b.categoryId,
      isOpenSeating: b.isOpenSeating,
      stock: byBlock.get(b.id) ?? { ...NO_STOCK },
      money: moneyView(sales.byBlock.get(b.id)),
      contour: b.contour,
      labelX: Number(b.labelX),
      labelY: Number(b.labelY),
    })),
    arena: arena
      ? {
          id: arena.id,
          name: nameIn(arena.name, arena.nameTranslations, locale),
          width: Number(arena.width),
          height: Number(arena.height),
          pitch: arena.pitch.toUpperCase() as Gql.PitchKind,
        }
      : null,
    channels: (['ONLINE', 'COUNTER', 'RESALE'] as const).map((channel) => ({
      channel,
      money: moneyView(channel === 'RESALE' ? sales.resale : sales.byChannel.get(channel)),
    })),
    paymentTypes: [...sales.byPaymentType]
      .sort((a, b) => b[1].net - a[1].net || a[0].localeCompare(b[0]))
      .map(([type, money]) => ({ paymentType: toGqlPaymentType(type), money: moneyView(money) })),
    days: [...sales.byDay]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([day, money]) => ({ day, tickets: money.tickets, net: money.net })),
    resale: {
      listed: Number(resale?.listed ?? 0),
      onSale: Number(resale?.onSale ?? 0),
      resold: Number(resale?.resold ?? 0),
      withdrawn: Number(resale?.withdrawn ?? 0),
      volume: Number(resale?.volume ?? 0),
    },
    attendance: { tickets: Number(attendance?.tickets ?? 0), entered: Number(attendance?.entered ?? 0) },
  };
}
