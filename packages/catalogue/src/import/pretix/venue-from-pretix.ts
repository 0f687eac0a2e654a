import type { LocalizedText } from '@stadio/tenants';
import type { PitchKind } from '@stadio/venues';
import { plainId } from '../../compile/compile-venue';
import {
  venueFileSchema,
  type BlockFile,
  type CategoryFile,
  type RowFile,
  type SeatFile,
  type StandFile,
  type VenueFile,
} from '../../format';
import { hullAround, polygonCentroid, polygonPath, round, type Point } from '../geometry';
import { fingerprint, keyFromName, uniqueKeys } from '../key-slug';
import { areaOutline } from './area-outline';
import { blockFrame, framePosition } from './block-frame';
import { describeRow, describeSeat, describeZone, type PlanProblem } from './parse-pretix-plan';
import { FALLBACK_COLOURS, planColour } from './plan-colour';
import type { PretixPlan, PretixRow, PretixZone } from './pretix-plan-schema';
import { standOfZone } from './stand-of-zone';

export interface PretixImportOptions {
  /** The venue's id (the tenant file's stadiumId). */
  id: string;
  /** The venue's name; the plan's name when omitted. */
  name?: LocalizedText;
  pitch: PitchKind;
  /** Zone name → stand name (`--stand`); the zones it does not name get their stand from their name. */
  stands?: Readonly<Record<string, string>>;
}

export interface PretixImportResult {
  venue?: VenueFile;
  problems: PlanProblem[];
  /** What the import decided that the manager should know (zones left out, colours replaced). */
  notes: string[];
}

/** pretix draws a seat as a disc of radius 10 unless the plan says otherwise. */
const PRETIX_SEAT_RADIUS = 10;
/** Longest block name the venue file takes. */
const MAX_BLOCK_NAME = 40;

interface PlacedSeat {
  guid: string;
  number: string;
  category?: string;
  at: Point;
  where: string;
}

/**
 * The name a ticket prints for a pretix row or seat. pretix's row_label and seat_label are the
 * row's wording around the number ("Row %s", "Seat %s"): the shop already says "Row … seat …",
 * so a label with %s gives the plain row_number / seat_number. A row_label without %s is a name
 * of its own ("Loge") and is kept; a seat_label without %s would name every seat of the row alike,
 * so seats always keep their seat_number.
 */
export function rowNameOf(row: PretixRow): string {
  const label = row.row_label?.trim();
  if (label && !label.includes('%s')) return label;
  return row.row_number.trim();
}

/** The largest of many numbers (Math.max(...values) overflows the call stack past some 100,000). */
const largest = (values: readonly number[]) => values.reduce((a, b) => (b > a ? b : a), -Infinity);

/** What venue.json takes as a seat guid (format/venue-file.ts seatSchema). */
const GUID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;

/**
 * A pretix seat_guid as venue.json can hold it: as it is when it fits the ids of the shop,
 * else its letters and digits with a fingerprint of the whole ("Parkett 1/5" →
 * "Parkett-1-5-3f2a9c1e"), the same at every import so the seat is still found again.
 */
export function seatGuid(guid: string): string {
  if (GUID.test(guid)) return guid;
  const plain = guid
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.:-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return plain ? `${plain}-${fingerprint(guid)}` : fingerprint(guid);
}

const mostCommon = (values: readonly string[], order: readonly string[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const value of order)
    if ((counts.get(value) ?? 0) > (best === undefined ? 0 : (counts.get(best) ?? 0))) best = value;
  return best;
};

/**
 * A pretix seating plan as venue.json (format/venue-file.ts):
 * - each zone with seats is a block named after the zone; its outline is the zone's area that
 *   holds all its seats when it has one, else the convex hull of its seats with half a seat of
 *   margin; its label sits in the middle of the outline;
 * - blocks are grouped into stands by `options.stands`, else as their names say (standOfZone);
 * - the plan's categories are the venue's (key from the name, colour from `color`); a seat with
 *   no category takes the one most of its zone has, which is also the block's;
 * - a seat keeps its seat_guid, so a later import of an edited plan finds it again;
 * - seat positions are in seat widths from the block's front-left corner (blockFrame).
 * Pure: the same plan and options always give the same file.
 */
export function venueFromPretixPlan(plan: PretixPlan, options: PretixImportOptions): PretixImportResult {
  const problems: PlanProblem[] = [];
  const notes: string[] = [];
  const problem = (where: string, message: string, fix?: string) =>
    problems.push({ where, message, ...(fix ? { fix } : {}) });

  // Categories: seats name them by their pretix name.
  const categoryNames = plan.categories.map((c) => c.name.trim());
  const keys = uniqueKeys(categoryNames, 'category');
  const keyOfCategory = new Map<string, string>();
  const categories: CategoryFile[] = [];
  plan.categories.forEach((category, i) => {
    const name = categoryNames[i] as string;
    if (keyOfCategory.has(name)) {
      problem(
        `category "${name}"`,
        `Two categories are called "${name}".`,
        'rename one: seats name their category by its name.',
      );
      return;
    }
    const key = keys[i] as string;
    keyOfCategory.set(name, key);
    let colour = planColour(category.color);
    if (!colour) {
      colour = FALLBACK_COLOURS[categories.length % FALLBACK_COLOURS.length] as string;
      notes.push(
        category.color
          ? `Category "${name}": its colour "${category.color}" is not one this importer reads; it gets ${colour}.`
          : `Category "${name}" has no colour; it gets ${colour}.`,
      );
    }
    categories.push({ key, name, colour });
  });
  const categoryOrder = categories.map((c) => c.key);

  const explicitStands = new Map(
    Object.entries(options.stands ?? {}).map(([zone, stand]) => [zone.trim(), stand.trim()]),
  );
  const zoneNames = new Map<string, string>();
  const guids = new Map<string, string>();
  const blocks: { zone: string; block: BlockFile }[] = [];
  const allSeats: Point[] = [];
  let renamedGuids = 0;

  const placedZones: {
    zone: PretixZone;
    index: number;
    name: string;
    /** Rows by name, a row cut by an aisle made one again. */
    rows: { name: string; seats: PlacedSeat[] }[];
    /** Seat positions of each row as pretix drew it, which tell the direction and spacing best. */
    originals: Point[][];
  }[] = [];
  plan.zones.forEach((zone, zi) => {
    const zoneWhere = describeZone(zone, zi);
    const name = zone.name?.trim() || zone.zone_id?.trim();
    const seatCount = zone.rows.reduce((n, row) => n + row.seats.length, 0);
    if (seatCount === 0) {
      notes.push(
        `${name ? `Zone "${name}"` : `Zone ${zi + 1}`} has no seats and is left out: only seats become blocks ` +
          '(a standing terrace is added to venue.json by hand, and later imports keep it).',
      );
      return;
    }
    if (!name) {
      problem(
        zoneWhere,
        'The zone has no name; it becomes a block, whose name is its label on the map and the ticket.',
        'give the zone a "name" like "N12".',
      );
      return;
    }
    if (name.length > MAX_BLOCK_NAME)
      problem(
        zoneWhere,
        `The zone's name is ${name.length} characters long; a block's label takes at most ${MAX_BLOCK_NAME}.`,
        'give it a shorter name, like "N12".',
      );
    // Block ids drop spaces (compile-venue.ts plainId): "North 1" and "North-1" would be one block.
    const same = zoneNames.get(plainId(name));
    if (same !== undefined)
      problem(
        zoneWhere,
        same === name
          ? `Two zones are called "${name}"; each becomes a block, and block names must differ.`
          : `The zones "${same}" and "${name}" would be the same block: block ids read spaces as dashes.`,
        'rename one of them.',
      );
    zoneNames.set(plainId(name), name);

    const rows = new Map<string, { name: string; seats: PlacedSeat[] }>();
    const originals: Point[][] = [];
    zone.rows.forEach((row, ri) => {
      const rowWhere = `${zoneWhere} › ${describeRow(row, ri)}`;
      const rowName = rowNameOf(row);
      if (!rowName) {
        problem(rowWhere, 'The row has no number.', 'give its "row_number" a value like "3".');
        return;
      }
      // pretix splits a row cut by an aisle into two rows of the same number: one row here.
      const merged = rows.get(rowName) ?? { name: rowName, seats: [] };
      rows.set(rowName, merged);
      const original: Point[] = [];
      originals.push(original);
      row.seats.forEach((seat, si) => {
        const where = `${rowWhere} › ${describeSeat(seat, si)}`;
        const planGuid = seat.seat_guid.trim();
        const guid = seatGuid(planGuid);
        if (guid !== planGuid) renamedGuids++;
        const number = seat.seat_number.trim();
        const at = {
          x: zone.position.x + (row.position?.x ?? 0) + seat.position.x,
          y: zone.position.y + (row.position?.y ?? 0) + seat.position.y,
        };
        const seen = guids.get(guid);
        if (seen)
          problem(
            where,
            `The seat_guid "${planGuid}" is also the guid of ${seen}; every seat needs its own.`,
            'give one of them another seat_guid.',
          );
        guids.set(guid, where);
        if (!number) problem(where, 'The seat has no seat_number.', 'give it one, like "12".');
        else if (merged.seats.some((s) => s.number === number))
          problem(
            where,
            `Row ${rowName} of zone "${name}" has two seats numbered ${number}; a ticket could not tell them apart.`,
            'give one of them another seat_number.',
          );
        const categoryName = seat.category.trim();
        const category = categoryName ? keyOfCategory.get(categoryName) : undefined;
        if (categoryName && !category)
          problem(
            where,
            `The seat's category "${categoryName}" is not one of the plan's categories${categoryNames.length ? ` (${categoryNames.map((n) => `"${n}"`).join(', ')})` : ''}.`,
            `add "${categoryName}" to "categories", or give the seat one of them.`,
          );
        merged.seats.push({ guid, number, at, where, ...(category ? { category } : {}) });
        original.push(at);
        allSeats.push(at);
      });
    });
    placedZones.push({ zone, index: zi, name, rows: [...rows.values()], originals });
  });

  if (renamedGuids > 0)
    notes.push(
      `${renamedGuids} seat_guid${renamedGuids > 1 ? 's have' : ' has'} characters the shop's ids cannot hold ` +
        '(only letters, digits, "-", "_", "." and ":"); they are kept as their letters and digits with a fingerprint, ' +
        'the same at every import.',
    );
  for (const zone of explicitStands.keys())
    if (!placedZones.some((z) => z.name === zone))
      problem(
        '',
        `--stand names the zone "${zone}", which the plan does not have (or which has no seats).`,
        `use one of its zones: ${placedZones.map((z) => `"${z.name}"`).join(', ') || '(none)'}.`,
      );
  if (placedZones.length === 0 && problems.length === 0)
    problem('', 'The plan has no seats.', 'import a plan whose zones have rows of seats.');
  if (categories.length === 0 && problems.length === 0)
    problem(
      '',
      'The plan has no categories.',
      'add the price categories to "categories" and give each seat one.',
    );
  if (problems.length > 0) return { problems, notes };

  const size = plan.size && plan.size.width > 0 && plan.size.height > 0 ? plan.size : undefined;
  const bounds = {
    width: round(largest(allSeats.map((p) => p.x)) + 2 * PRETIX_SEAT_RADIUS, 0),
    height: round(largest(allSeats.map((p) => p.y)) + 2 * PRETIX_SEAT_RADIUS, 0),
  };
  if (!size)
    notes.push(
      `The plan gives no size; the drawing is ${bounds.width} × ${bounds.height}, just around its seats.`,
    );
  const venueSize = size ?? bounds;
  const centre = { x: venueSize.width / 2, y: venueSize.height / 2 };

  for (const placed of placedZones) {
    const { zone, name, rows, originals } = placed;
    const seats = rows.flatMap((r) => r.seats);
    const radius = zone.rows.flatMap((r) => r.seats).find((s) => s.radius)?.radius ?? PRETIX_SEAT_RADIUS;
    const blockCategory = mostCommon(
      seats.flatMap((s) => (s.category ? [s.category] : [])),
      categoryOrder,
    );
    if (!blockCategory) {
      problem(
        describeZone(zone, placed.index),
        "None of the zone's seats has a category.",
        "give its seats one of the plan's categories.",
      );
      continue;
    }
    const frame = blockFrame(originals, centre, 2 * radius);
    const local = new Map(seats.map((s) => [s, framePosition(frame, s.at)]));
    const minX = -largest([...local.values()].map((p) => -p.x));
    const minY = -largest([...local.values()].map((p) => -p.y));

    const outlineArea = (zone.areas ?? [])
      .map((area) => areaOutline(area, zone.position))
      .filter((area) => area !== undefined)
      .filter((area) => seats.every((s) => area.contains(s.at)))
      .sort((a, b) => a.surface - b.surface)[0];
    const hull = outlineArea
      ? undefined
      : hullAround(
          seats.map((s) => s.at),
          frame.spacing / 2,
        );
    const outline = outlineArea?.path ?? polygonPath(hull ?? []);
    const middle = outlineArea?.centre ?? polygonCentroid(hull ?? []);

    const blockRows: RowFile[] = rows.map((row) => ({
      name: row.name,
      seats: row.seats.map((seat): SeatFile => {
        const p = local.get(seat) as Point;
        const category = seat.category ?? blockCategory;
        return {
          number: seat.number,
          at: [round(p.x - minX, 2), round(p.y - minY, 2)],
          ...(category !== blockCategory ? { category } : {}),
          guid: seat.guid,
        };
      }),
    }));
    blocks.push({
      zone: name,
      block: {
        name,
        category: blockCategory,
        outline,
        label: [round(middle.x, 1), round(middle.y, 1)],
        rows: blockRows,
      },
    });
  }
  if (problems.length > 0) return { problems, notes };

  // Stands, in the order their first block comes in the plan.
  const fallbackStand = plan.name.trim() || 'Stand';
  const standByKey = new Map<string, { name: string; blocks: BlockFile[] }>();
  for (const { zone, block } of blocks) {
    const standName = explicitStands.get(zone) || standOfZone(zone) || fallbackStand;
    const groupKey = keyFromName(standName, 'stand');
    const stand = standByKey.get(groupKey) ?? { name: standName, blocks: [] };
    standByKey.set(groupKey, stand);
    stand.blocks.push(block);
  }
  const groups = [...standByKey.values()];
  const standKeys = uniqueKeys(
    groups.map((g) => g.name),
    'stand',
  );
  const stands: StandFile[] = groups.map((group, i) => ({
    key: standKeys[i] as string,
    name: group.name,
    blocks: group.blocks,
  }));

  const venue: VenueFile = {
    id: options.id,
    name: options.name ?? (plan.name.trim() || options.id),
    pitch: options.pitch,
    size: { width: venueSize.width, height: venueSize.height },
    categories,
    stands,
  };
  const checked = venueFileSchema.safeParse(venue);
  if (!checked.success)
    return {
      problems: checked.error.issues.map((issue) => ({
        where: issue.path.map(String).join(' › '),
        message: `The venue made from the plan is not valid: ${issue.message}.`,
      })),
      notes,
    };
  return { venue: checked.data, problems: [], notes };
}
