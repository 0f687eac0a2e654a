import type { DbExecutor } from '../client';
import type { CatalogueTable } from './catalogue-rows';
import type { CatalogueRefusal, RefusalCode, TableChanges } from './catalogue-plan';
import {
  blockUses,
  carParkUses,
  categoryUses,
  eventsWithWaitingRooms,
  eventUses,
  packUses,
  productUses,
  promoCodeUses,
  seatUses,
  type Use,
  type Uses,
} from './catalogue-usage';
import type { CompleteCatalogue } from './complete-catalogue';
import { CATALOGUE_SPECS } from './catalogue-tables';
import { keyOf, readableKey, type FullRow } from './row-values';
import type { StandingStock } from './standing-stock';
import {
  byId,
  changedField,
  count,
  idOf,
  inEvents,
  isUsed,
  matchLabel,
  moment,
  PROMO_FILE,
  SEASON_FILE,
  sentence,
  single,
  usedWords,
  VENUE_FILE,
  wayOutOr,
  type Refuse,
} from './refusal-texts';
import { checksOfSeats, refuseSeats } from './seat-refusals';

/** What the refusals are computed from: the plan's diff and what sales use. */
export interface RefusalInput {
  tenantId: string;
  now: Date;
  /** Kick-offs are worded in this zone (the club's). */
  timeZone: string;
  current: CompleteCatalogue;
  desired: CompleteCatalogue;
  changes: Record<CatalogueTable, TableChanges<FullRow>>;
  /** The club's `open_seating_stock` rows, read with the plan. */
  standing: readonly StandingStock[];
}

/**
 * Everything in `input.changes` that would break what is sold, with a reason and a way out
 * (CatalogueRefusal). Queries only what the plan touches: an unchanged catalogue costs nothing
 * here. Prices are not checked: tickets and parking tickets store the price they were sold at
 * (`seat_tickets.price_cents`, `ancillary_tickets.price_cents`), and an order's amounts are the
 * sums of its tickets (schema/orders.ts), so a new price applies to new sales only.
 */
export async function findRefusals(db: DbExecutor, input: RefusalInput): Promise<CatalogueRefusal[]> {
  const { tenantId, now, changes, current, desired } = input;
  const blocksBefore = byId(current.blocks);
  const blocksAfter = byId(desired.blocks);
  const categoriesBefore = byId(current.categories);
  const categoriesAfter = byId(desired.categories);
  const categoryName = (id: unknown) =>
    String((categoriesAfter.get(String(id)) ?? categoriesBefore.get(String(id)))?.name ?? id);
  const blockName = (id: unknown) =>
    String((blocksAfter.get(String(id)) ?? blocksBefore.get(String(id)))?.name ?? id);
  const arenaOf = (id: unknown, side: 'before' | 'after') =>
    (side === 'before' ? blocksBefore : blocksAfter).get(String(id))?.arenaId;

  // Blocks that go (or leave their venue) are refused as a whole; their seats are not listed.
  const goneBlocks = new Set(changes.blocks.removed.map(idOf));
  for (const change of changes.blocks.changed)
    if (changedField(change, 'arenaId')) goneBlocks.add(idOf(change.before));

  const seatChecks = checksOfSeats(changes, goneBlocks, { blockName, categoryName, arenaOf });

  const eventsRemoved = changes.events.removed;
  const eventsChanged = changes.events.changed.filter(
    (c) => changedField(c, 'startDatetime') || changedField(c, 'arenaId'),
  );
  const blockIds = [
    ...goneBlocks,
    ...changes.blocks.changed
      .filter(
        (c) => changedField(c, 'isOpenSeating') || (c.before.isOpenSeating && changedField(c, 'categoryId')),
      )
      .map((c) => idOf(c.before)),
  ];
  const eventIds = [...eventsRemoved.map(idOf), ...eventsChanged.map((c) => idOf(c.before))];
  const carParksLowered = changes.parkingProducts.changed.filter(
    (c) => Number(c.after.capacity) < Number(c.before.capacity),
  );
  // One after the other: a transaction is one connection.
  const seats = await seatUses(
    db,
    tenantId,
    seatChecks.map((c) => idOf(c.seat)),
    now,
  );
  const blocks = await blockUses(db, tenantId, blockIds, now);
  const events = await eventUses(db, tenantId, eventIds, now);
  const waitingRooms = await eventsWithWaitingRooms(db, tenantId, eventsRemoved.map(idOf));
  const categories = await categoryUses(db, tenantId, changes.categories.removed.map(idOf));
  const products = await productUses(db, tenantId, changes.products.removed.map(idOf));
  const packs = await packUses(db, tenantId, changes.campaignPacks.removed.map(idOf));
  const carParks = await carParkUses(
    db,
    tenantId,
    [...changes.parkingProducts.removed, ...carParksLowered.map((c) => c.before)].map(idOf),
  );
  const promoCodes = await promoCodeUses(db, tenantId, changes.promoCodes.removed.map(idOf));

  const refusals: CatalogueRefusal[] = [];
  const refuse: Refuse = (code, table, row, subject, use, reason, wayOut) =>
    refusals.push({
      code,
      table,
      key: readableKey(keyOf(CATALOGUE_SPECS[table], row)),
      subject: subject.text,
      events: [
        ...new Set([...(use?.liveEvents ?? []), ...(use?.live ? [] : (use?.pastEvents ?? []))]),
      ].sort(),
      reason: sentence(reason),
      wayOut: use ? wayOutOr(use, wayOut) : wayOut,
    });

  refuseSeats(seatChecks, seats, blockName, refuse);

  for (const block of changes.blocks.removed) {
    const use = blocks.get(idOf(block));
    const subject = single(`block ${String(block.name)}`);
    if (isUsed(use, true))
      refuse(
        'BLOCK_REMOVED',
        'blocks',
        block,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place')}, so it cannot be removed.`,
        `Keep it in ${VENUE_FILE}.`,
      );
  }
  const standingTaken = new Map<string, { taken: number; events: Set<string> }>();
  for (const row of input.standing) {
    const entry = standingTaken.get(row.blockId) ?? { taken: 0, events: new Set<string>() };
    if (row.taken > entry.taken) entry.taken = row.taken;
    if (row.taken > 0) entry.events.add(row.eventId);
    standingTaken.set(row.blockId, entry);
  }
  for (const { before, after, fields } of changes.blocks.changed) {
    const use = blocks.get(idOf(before));
    const subject = single(`${before.isOpenSeating ? 'standing block' : 'block'} ${String(before.name)}`);
    const changed = (field: string) => fields.some((f) => f.field === field);
    if (changed('arenaId') && isUsed(use, true))
      refuse(
        'BLOCK_REMOVED',
        'blocks',
        before,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place')}, so it cannot move to another venue.`,
        `Keep it in its venue in ${VENUE_FILE}, and add a new block to the other one.`,
      );
    else if (changed('isOpenSeating') && before.isOpenSeating && isUsed(use, false))
      refuse(
        'BLOCK_SEATING_CHANGED',
        'blocks',
        before,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place')}, so it cannot become a seated block.`,
        `Keep it standing in ${VENUE_FILE}.`,
      );
    else if (changed('categoryId') && before.isOpenSeating && isUsed(use, false))
      refuse(
        'BLOCK_RECATEGORISED',
        'blocks',
        before,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place')}, so its category cannot change from ${categoryName(before.categoryId)} to ${categoryName(after.categoryId)}.`,
        `Keep it in ${categoryName(before.categoryId)} in ${VENUE_FILE}.`,
      );
    const taken = standingTaken.get(idOf(before));
    if (
      changed('capacity') &&
      after.isOpenSeating &&
      before.isOpenSeating &&
      taken &&
      taken.taken > Number(after.capacity)
    )
      refuse(
        'BLOCK_CAPACITY_BELOW_TAKEN',
        'blocks',
        before,
        subject,
        { live: taken.taken, expired: 0, past: 0, liveEvents: taken.events, pastEvents: new Set() },
        `${subject.text} has ${count(taken.taken, 'place')} sold or held in one match${inEvents(taken.events)}, so its capacity cannot go below ${taken.taken} (${VENUE_FILE} asks for ${String(after.capacity)}).`,
        `Set its capacity to at least ${taken.taken} in ${VENUE_FILE}.`,
      );
  }

  for (const event of eventsRemoved) {
    const use = events.get(idOf(event));
    const subject = single(`match ${matchLabel(String(event.name), idOf(event))}`);
    if (isUsed(use, true))
      refuse(
        'EVENT_REMOVED',
        'events',
        event,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place', false)}, so it cannot be removed.`,
        `Keep it in ${SEASON_FILE} and archive it instead ("archived": true), or cancel it in the back office.`,
      );
    else if (waitingRooms.has(idOf(event)))
      refuse(
        'EVENT_REMOVED',
        'events',
        event,
        subject,
        undefined,
        `${subject.text} has a waiting room, so it cannot be removed.`,
        'Delete its waiting room in the back office first, or archive the match instead.',
      );
  }
  for (const { before, after, fields } of eventsChanged) {
    const use = events.get(idOf(before));
    const subject = single(`match ${matchLabel(String(before.name), idOf(before))}`);
    if (fields.some((f) => f.field === 'arenaId') && isUsed(use, true))
      refuse(
        'EVENT_VENUE_CHANGED',
        'events',
        before,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place', false)}, so it cannot move to another venue.`,
        'Cancel the match and create a new one at the other venue.',
      );
    else if (fields.some((f) => f.field === 'startDatetime') && isUsed(use, false))
      refuse(
        'EVENT_KICK_OFF_MOVED',
        'events',
        before,
        subject,
        use,
        `${subject.text} ${usedWords(subject, use, 'place', false)}, so its kick-off cannot move from ${moment(String(before.startDatetime), input.timeZone)} to ${moment(String(after.startDatetime), input.timeZone)}.`,
        'Cancel the match and create a new one, or leave the kick-off as it is: rescheduling with the holders e-mailed is a back-office action.',
      );
  }

  const pastOnly = (
    code: RefusalCode,
    table: CatalogueTable,
    removed: readonly FullRow[],
    uses: Uses,
    words: (row: FullRow, use: Use) => [subject: string, reason: string, wayOut: string],
  ) => {
    for (const row of removed) {
      const use = uses.get(idOf(row));
      if (!isUsed(use, true)) continue;
      const [subject, reason, wayOut] = words(row, use);
      refuse(code, table, row, single(subject), use, reason, wayOut);
    }
  };
  pastOnly('CATEGORY_REMOVED', 'categories', changes.categories.removed, categories, (row, use) => [
    `category ${String(row.name)}`,
    `category ${String(row.name)} is on ${count(use.past, 'ticket')}, which order history still shows, so it cannot be removed.`,
    `Keep it in ${VENUE_FILE} with "active": false: it then sells no more.`,
  ]);
  pastOnly('PRODUCT_REMOVED', 'products', changes.products.removed, products, (row, use) => [
    `product ${String(row.name)}`,
    `product ${String(row.name)} is on ${count(use.past, 'ticket or resale listing', 'tickets or resale listings')}, which order history still shows, so it cannot be removed.`,
    `Keep it in ${SEASON_FILE} with "active": false: it then sells no more.`,
  ]);
  pastOnly('PACK_REMOVED', 'campaignPacks', changes.campaignPacks.removed, packs, (row, use) => [
    `pack ${String(row.name)}`,
    `pack ${String(row.name)} was bought in ${count(use.past, 'order')}, which order history still shows, so it cannot be removed.`,
    `Keep it in ${SEASON_FILE} and end its sale window to stop selling it.`,
  ]);
  pastOnly('PROMO_CODE_REMOVED', 'promoCodes', changes.promoCodes.removed, promoCodes, (row, use) => [
    `promo code ${String(row.name)}`,
    `promo code ${String(row.name)} was used by ${count(use.past, 'order')}, so it cannot be removed.`,
    `Keep it in ${PROMO_FILE} with "active": false instead.`,
  ]);
  for (const carPark of changes.parkingProducts.removed) {
    const use = carParks.get(idOf(carPark));
    const subject = single(`car park ${String(carPark.name)} of ${String(carPark.eventId)}`);
    if (!isUsed(use, true)) continue;
    refuse(
      'CAR_PARK_REMOVED',
      'parkingProducts',
      carPark,
      subject,
      use,
      use.live > 0
        ? `${subject.text} has ${count(use.live, 'place')} sold or held, so it cannot be removed.`
        : `${subject.text} is on parking tickets of past orders, which order history still shows, so it cannot be removed.`,
      use.live > 0
        ? `Keep it in ${SEASON_FILE}; to stop selling it, set its capacity to ${use.live}.`
        : `Keep it in ${SEASON_FILE}; to stop selling it, set its capacity to 0.`,
    );
  }
  for (const { before, after } of carParksLowered) {
    const use = carParks.get(idOf(before));
    if (!use || use.live <= Number(after.capacity)) continue;
    const subject = single(`car park ${String(before.name)} of ${String(before.eventId)}`);
    refuse(
      'CAR_PARK_CAPACITY_BELOW_TAKEN',
      'parkingProducts',
      before,
      subject,
      use,
      `${subject.text} has ${count(use.live, 'place')} sold or held, so its capacity cannot go below ${use.live} (${SEASON_FILE} asks for ${String(after.capacity)}).`,
      `Set its capacity to at least ${use.live} in ${SEASON_FILE}.`,
    );
  }
  return refusals;
}
