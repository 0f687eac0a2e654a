import type { Tenant } from '@stadio/tenants';
import { identityError } from '../identity/identity-errors';
import { CLUB_REVISION } from '../catalogue/club-revision';
import { newId } from './new-id';
import { unavailable } from './order-errors';
import type { PlannedTicket } from './plan-tickets';
import { plasticCardOf } from './plastic-card';
import type { SaleContext } from './sale-context';
import { runStatement, type NamedStatement, type SqlExecutor } from '../../database/sql-client';

/*
 * A hold is one statement (a transaction of its own for a new order, else inside the caller's): the guarded updates of every kind of
 * stock, then, only if every one of them got all it asked for, the order (new, or its expiry
 * restarted), the ticket group, the tickets (one multi-row insert) and, for a new order of a club
 * whose plastic card is mandatory, the card. Stock is locked in the order every hold and release
 * takes it: seats by key, then open-seating counters by key, then resale listings by id; each step
 * reads the count of the one before, which makes PostgreSQL run them in that order. A short count
 * leaves the order and tickets out and ends the statement in an error (orders_hold_abort, migration
 * 0007) carrying what was held, which undoes everything the statement did. A listing is never
 * taken by its own seller (planTickets refuses that first, with OWN_RESALE_LISTING).
 *
 * The parts a hold does not need (places, listings, an existing order, the card) are swapped for
 * stand-ins that still name their parameters: PostgreSQL starts every node of a plan on each
 * execution, needed or not, and a seat-only hold into a new order (most holds) then runs a plan a
 * third the size (ADR 0008). Each shape is its own prepared statement.
 */

/** What a hold needs besides seats; each shape is a prepared statement of its own. */
interface HoldShape {
  places: boolean;
  listings: boolean;
  existingOrder: boolean;
  card: boolean;
}

const WANTED_SEATS = `
wanted_seats as (
  select es.event_id, es.seat_id
  from unnest($7::text[], $8::text[]) as w(event_id, seat_id)
  join event_seats es on es.tenant_id = $1::text and es.event_id = w.event_id and es.seat_id = w.seat_id
  order by es.event_id, es.seat_id
  for update of es
),
held_seats as (
  update event_seats es set status = 'onhold', order_id = $2::text, held_until = $3::timestamptz
  from wanted_seats w
  where es.tenant_id = $1 and es.event_id = w.event_id and es.seat_id = w.seat_id and es.status = 'available'
  returning es.event_id, es.seat_id
),
seats_count as (select count(*)::int as n from held_seats),`;

const PLACES = {
  full: `
wanted_places as (
  select o.event_id, o.block_id, r.n from open_seating_stock o
  join unnest($9::text[], $10::text[], $11::int[]) as r(event_id, block_id, n)
    on o.event_id = r.event_id and o.block_id = r.block_id
  where o.tenant_id = $1 and (select n from seats_count) >= 0
  order by o.event_id, o.block_id
  for update of o
),
taken_places as (
  update open_seating_stock o set taken = o.taken + w.n
  from wanted_places w
  where o.tenant_id = $1 and o.event_id = w.event_id and o.block_id = w.block_id
    and o.taken + w.n between 0 and o.capacity
  returning o.block_id
),
places_count as (select count(*)::int as n from taken_places),`,
  // None asked: none taken (the arrays are empty; named only to give their parameters a type).
  none: `
places_count as (select cardinality($9::text[]) + cardinality($10::text[]) + cardinality($11::int[]) as n),`,
};

const LISTINGS = {
  full: `
free_listings as (
  select id from resale_listings
  where tenant_id = $1 and id = any($12::text[]) and status = 'on_sale' and (select n from places_count) >= 0
    and seller_customer_id is distinct from $6::uuid
  order by id
  for update
),
reserved as (
  update resale_listings r set status = 'pending', order_id = $2
  from free_listings f
  where r.tenant_id = $1 and r.id = any($12::text[]) and r.id = f.id and r.status = 'on_sale'
  returning r.id
),`,
  none: `
reserved as (select id from unnest($12::text[]) as l(id)),`,
};

// Whether the facts the hold was planned with are still the club's catalogue (the revision they
// were read at, ADR 0012) and the customer may still buy (their account was not deleted meanwhile).
const CHECKED = `
checked as (
  select ${CLUB_REVISION} = $32::bigint as fresh,
    exists (select from customers c where c.tenant_id = $1 and c.id = $6::uuid and c.deleted_at is null) as known
),`;

const COMPLETE = `
complete as (
  select (select n from seats_count) = $13 and (select n from places_count) = $14
    and (select count(*) from reserved) = cardinality($12::text[])
    and (select fresh and known from checked) as ok
),
new_order as (
  insert into orders (tenant_id, id, customer_id, expires_at, created_at, updated_at)
  select $1::text, $2::text, $6::uuid, $3::timestamptz, $4::timestamptz, $4::timestamptz from complete
  where ok and $5::boolean
  returning id
),`;

const EXISTING_ORDER = {
  full: `
renewed_order as (
  update orders set expires_at = $3, updated_at = $4
  where tenant_id = $1 and id = $2 and not $5::boolean and (select ok from complete)
  returning id
),
extended_seats as (
  update event_seats es set held_until = $3
  from seat_tickets t
  where not $5::boolean and (select ok from complete)
    and t.tenant_id = $1 and t.order_id = $2 and t.seat_id is not null
    and t.resale_listing_id is null and t.status = 'onhold'
    and es.tenant_id = t.tenant_id and es.event_id = t.event_id and es.seat_id = t.seat_id
    and es.order_id = t.order_id
  returning 1
),`,
  none: `
renewed_order as (select id from orders where false),`,
};

const TICKETS = `
new_groups as (
  insert into ticket_groups (tenant_id, id, order_id, kind, event_id, pack_id, created_at)
  select $1::text, g.id, $2::text, g.kind, g.event_id, g.pack_id, $4::timestamptz
  from unnest($15::text[], $16::text[], $17::text[], $18::text[]) as g(id, kind, event_id, pack_id), complete
  where ok
  returning id
),
tickets as (
  insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, seat_id, block_id, category_id,
    product_id, price_cents, resale_listing_id, created_at)
  select $1::text, t.id, $2::text, $19::text, t.event_id, t.seat_id, t.block_id, t.category_id, t.product_id, t.price_cents,
    t.resale_listing_id, $4::timestamptz
  from unnest($20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[], $26::int[],
    $27::text[]) as t(id, event_id, seat_id, block_id, category_id, product_id, price_cents, resale_listing_id),
    complete
  where ok
  returning id
),`;

const CARD = {
  full: `
card as (
  insert into ancillary_tickets (tenant_id, id, order_id, group_id, type, name, price_cents, is_mandatory,
    created_at)
  select $1::text, $28::text, $2::text, $29::text, 'plastic_card', $30::text, $31::int, true, $4::timestamptz
  from complete
  where ok and $28::text is not null
  returning id
),`,
  none: `
card as (select $28::text, $29::text, $30::text, $31::int where false),`,
};

const OUTCOME = `
outcome as (
  select (select ok from complete) as ok,
    coalesce((select json_agg(json_build_array(event_id, seat_id)) from held_seats), '[]') as held_seats,
    coalesce((select json_agg(id) from reserved), '[]') as reserved_ids,
    (select count(*)::int from tickets) as n_tickets,
    (select count(*)::int from new_order) + (select count(*)::int from renewed_order) as n_orders
)
select case
    when not (select fresh from checked) then orders_hold_abort('SH004', '{}')
    when not (select known from checked) then orders_hold_abort('SH005', '{}')
    when not ok then
      orders_hold_abort('SH001', json_build_object('heldSeats', held_seats, 'reserved', reserved_ids))
    when n_tickets <> cardinality($20::text[]) or n_orders <> 1 then
      orders_hold_abort('SH002', json_build_object('tickets', n_tickets, 'orders', n_orders))
    else true
  end as held
from outcome`;

const holdStatements = new Map<string, NamedStatement>();

/** The hold statement of one shape (same parameters for every shape). */
function holdStatement(shape: HoldShape): NamedStatement {
  const name = `orders.hold.${(['places', 'listings', 'existingOrder', 'card'] as const)
    .map((part) => (shape[part] ? part : '-'))
    .join('.')}`;
  let statement = holdStatements.get(name);
  if (!statement) {
    const part = (on: boolean, forms: { full: string; none: string }) => (on ? forms.full : forms.none);
    statement = {
      name,
      text: `with ${[
        WANTED_SEATS,
        part(shape.places, PLACES),
        part(shape.listings, LISTINGS),
        CHECKED,
        COMPLETE,
        part(shape.existingOrder, EXISTING_ORDER),
        TICKETS,
        part(shape.card, CARD),
        OUTCOME,
      ].join('')}`,
    };
    holdStatements.set(name, statement);
  }
  return statement;
}

/** Which order a hold goes into. */
export interface HoldTarget {
  tenant: Tenant;
  customerId: string;
  orderId: string;
  /** A new order, or one on hold whose row the caller has locked. */
  isNew: boolean;
  expiresAt: Date;
  now: Date;
  /** The club's catalogue revision the tickets were planned at (HoldFacts.revision). */
  catalogueRevision: number;
}

/**
 * Holds what planned tickets need and puts them in the order, all or nothing: their seats in every
 * event, their open-seating places, their resale listings; a new order gets the club's mandatory
 * plastic card, an existing one restarts its expiry (and its seats' `held_until`). When anything is
 * taken nothing stays held and it throws UNAVAILABLE (naming the seats when seats or listings are
 * missing). `executor` is the pool for a new order (the statement is its own transaction) or the
 * connection of the caller's transaction, which has locked the existing order.
 */
export async function holdAndInsert(
  executor: SqlExecutor,
  target: HoldTarget,
  context: SaleContext,
  tickets: readonly PlannedTicket[],
): Promise<void> {
  const { tenant, orderId } = target;
  const direct = tickets.filter((t) => t.seatId !== null && t.resaleListingId === null);
  const seatIds = [...new Set(direct.map((t) => t.seatId ?? ''))];
  const seatEventIds = seatIds.length === 0 ? [] : [...new Set(direct.map((t) => t.eventId))];
  // Every (event, seat) pair as two parallel arrays: one row source the planner probes the
  // primary key with, also in the generic plan the statement is prepared with (sql-client.ts).
  const pairs = seatEventIds.flatMap((eventId) => seatIds.map((seatId) => ({ eventId, seatId })));

  const places = new Map<string, { eventId: string; blockId: string; places: number }>();
  for (const t of tickets.filter((t) => t.seatId === null)) {
    const key = `${t.eventId}\u0000${t.blockId}`;
    const shift = places.get(key) ?? { eventId: t.eventId, blockId: t.blockId, places: 0 };
    shift.places += 1;
    places.set(key, shift);
  }
  const shifts = [...places.values()];
  const listingIds = tickets.flatMap((t) => (t.resaleListingId ? [t.resaleListingId] : []));

  const groupId = newId('grp');
  const groups: Array<{ id: string; kind: string; eventId: string | null; packId: string | null }> = [
    {
      id: groupId,
      kind: context.kind,
      eventId: context.kind === 'event' ? context.id : null,
      packId: context.kind === 'pack' ? context.id : null,
    },
  ];
  const card = target.isNew ? plasticCardOf(tenant) : null;
  const mandatoryCard = card?.mandatory ? card : null;
  const cardGroupId = mandatoryCard ? newId('grp') : null;
  if (cardGroupId) groups.push({ id: cardGroupId, kind: 'ancillary', eventId: null, packId: null });

  const shape: HoldShape = {
    places: shifts.length > 0,
    listings: listingIds.length > 0,
    existingOrder: !target.isNew,
    card: mandatoryCard !== null,
  };
  const refusal = await runStatement(executor, holdStatement(shape), [
    tenant.slug,
    orderId,
    target.expiresAt,
    target.now,
    target.isNew,
    target.customerId,
    pairs.map((p) => p.eventId),
    pairs.map((p) => p.seatId),
    shifts.map((s) => s.eventId),
    shifts.map((s) => s.blockId),
    shifts.map((s) => s.places),
    listingIds,
    pairs.length,
    shifts.length,
    groups.map((g) => g.id),
    groups.map((g) => g.kind),
    groups.map((g) => g.eventId),
    groups.map((g) => g.packId),
    groupId,
    tickets.map(() => newId('tkt')),
    tickets.map((t) => t.eventId),
    tickets.map((t) => t.seatId),
    tickets.map((t) => t.blockId),
    tickets.map((t) => t.categoryId),
    tickets.map((t) => t.productId),
    tickets.map((t) => t.priceCents),
    tickets.map((t) => t.resaleListingId),
    mandatoryCard ? newId('anc') : null,
    cardGroupId,
    mandatoryCard?.name ?? null,
    mandatoryCard?.priceCents ?? null,
    target.catalogueRevision,
  ]).then(
    () => null,
    (error: unknown) => holdRefusal(error),
  );
  if (!refusal) return;
  const held = new Set(refusal.heldSeats.map(([eventId, seatId]) => `${eventId}\u0000${seatId}`));
  if (held.size !== pairs.length)
    throw unavailable(
      direct.filter((t) => !held.has(`${t.eventId}\u0000${t.seatId}`)).map((t) => t.seatId ?? ''),
    );
  const reserved = new Set(refusal.reserved);
  if (reserved.size === listingIds.length) throw unavailable();
  throw unavailable(
    tickets.filter((t) => t.resaleListingId && !reserved.has(t.resaleListingId)).map((t) => t.seatId ?? ''),
  );
}

/** What a refused hold had managed to take before it gave everything back (SQLSTATE SH001). */
interface HoldRefusal {
  heldSeats: Array<[string, string]>;
  reserved: string[];
}

/** Thrown when the catalogue changed after the hold's facts were read: read them again and retry. */
export class CatalogueChangedError extends Error {
  constructor() {
    super('the catalogue changed since the hold facts were read');
  }
}

/** The refusal carried by a hold's error; any other error (SH002 included) is rethrown. */
function holdRefusal(error: unknown): HoldRefusal {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'SH001' && detail) return JSON.parse(detail) as HoldRefusal;
  if (code === 'SH004') throw new CatalogueChangedError();
  if (code === 'SH005') throw identityError('CUSTOMER_NOT_FOUND', 'No customer with this id at this club');
  if (code === 'SH002') throw new Error(`a seat hold did not add up and was undone: ${detail ?? ''}`);
  throw error;
}
