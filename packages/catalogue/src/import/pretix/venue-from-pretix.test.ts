import { describe, expect, it } from 'vitest';
import { compileVenue } from '../../compile/compile-venue';
import { venueFileSchema, type BlockFile, type VenueFile } from '../../format';
import { insidePolygon, type Point } from '../geometry';
import { fixturePlan, fixtureText } from '../test-fixtures/read-fixture';
import { formatPlanProblem, parsePretixPlan } from './parse-pretix-plan';
import type { PretixPlan } from './pretix-plan-schema';
import { standOfZone } from './stand-of-zone';
import { rowNameOf, seatGuid, venueFromPretixPlan } from './venue-from-pretix';

const OPTIONS = { id: 'stade-des-pins', pitch: 'football' } as const;

function imported(plan: PretixPlan = fixturePlan('pretix-plan.json'), options = {}): VenueFile {
  const result = venueFromPretixPlan(plan, { ...OPTIONS, ...options });
  expect(result.problems).toEqual([]);
  return venueFileSchema.parse(result.venue);
}
const blockOf = (venue: VenueFile, name: string): BlockFile => {
  const block = venue.stands.flatMap((s) => s.blocks).find((b) => b.name === name);
  if (!block) throw new Error(`no block ${name}`);
  return block;
};
const rowOf = (block: BlockFile, name: string) => {
  const row = block.rows?.find((r) => r.name === name);
  if (!row) throw new Error(`no row ${name} in ${block.name}`);
  return row;
};
/** The points of an outline made of M and L commands only. */
const outlinePoints = (outline: string): Point[] =>
  [...outline.matchAll(/[ML] (-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
const copy = (plan: PretixPlan): PretixPlan => structuredClone(plan);

describe('venueFromPretixPlan', () => {
  it('turns every zone with seats into a block, grouped into stands as the names say', () => {
    const venue = imported();
    expect(venue.stands.map((s) => [s.key, s.name, s.blocks.map((b) => b.name)])).toEqual([
      ['north', 'North', ['North 1', 'North 2']],
      ['south', 'South', ['South 1']],
      ['east', 'East', ['East']],
      ['west', 'West', ['West 1']],
    ]);
    expect(venue).toMatchObject({ id: 'stade-des-pins', name: 'Stade des Pins', pitch: 'football' });
    expect(venue.size).toEqual({ width: 1200, height: 800 });
  });

  it('leaves out a zone without seats and says so', () => {
    const { notes } = venueFromPretixPlan(fixturePlan('pretix-plan.json'), OPTIONS);
    expect(notes).toEqual([expect.stringContaining('Zone "Pitch" has no seats and is left out')]);
  });

  it('makes the plan categories the venue categories, key from the name, colour from color', () => {
    expect(imported().categories).toEqual([
      { key: 'category-1', name: 'Category 1', colour: '#7C3AED' },
      { key: 'category-2', name: 'Category 2', colour: '#2563EB' },
      { key: 'family', name: 'Family', colour: '#0E9F8E' },
      { key: 'away', name: 'Away', colour: '#DB2777' },
    ]);
  });

  it('gives a block its majority category and a seat its own only when it differs', () => {
    const venue = imported();
    const north1 = blockOf(venue, 'North 1');
    expect(north1.category).toBe('category-1');
    expect(rowOf(north1, '1').seats.every((s) => s.category === undefined)).toBe(true);
    expect(rowOf(north1, '4').seats.every((s) => s.category === 'category-2')).toBe(true);
    // North 2 row 2 seat 15 has no category in the plan: it takes the zone's.
    const north2 = blockOf(venue, 'North 2');
    expect(north2.category).toBe('category-2');
    expect(rowOf(north2, '2').seats.find((s) => s.number === '15')).not.toHaveProperty('category');
  });

  it('keeps every seat_guid, row number and seat number', () => {
    const plan = fixturePlan('pretix-plan.json');
    const venue = imported(plan);
    const planGuids = plan.zones.flatMap((z) => z.rows.flatMap((r) => r.seats.map((s) => s.seat_guid)));
    const guids = venue.stands.flatMap((s) =>
      s.blocks.flatMap((b) => (b.rows ?? []).flatMap((r) => r.seats.map((x) => x.guid))),
    );
    expect(guids).toEqual(planGuids);
    const south = blockOf(venue, 'South 1');
    expect(south.rows?.map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(rowOf(south, 'B').seats.map((s) => s.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('places seats in seat widths, the front row (nearest the pitch) at y 0, x to the right of a fan facing the pitch', () => {
    const venue = imported();
    const at = (block: string, row: string) => rowOf(blockOf(venue, block), row).seats.map((s) => s.at);
    // North 1 faces down the plan: its row 1 is at the bottom, seat 1 (left on the plan) on the fan's right.
    expect(at('North 1', '1')).toEqual(Array.from({ length: 10 }, (_, i) => [9 - i, 0]));
    expect(at('North 1', '4')[0]).toEqual([9, 3.84]);
    // South 1 faces up: row A at the top is the front; row B has an aisle of two seat widths.
    expect(at('South 1', 'A')).toEqual(Array.from({ length: 8 }, (_, i) => [i, 0]));
    expect(at('South 1', 'B').map((p) => p[0])).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    // East faces left: seat 1 at the top of the plan is on the fan's right.
    expect(at('East', '1')).toEqual(Array.from({ length: 8 }, (_, i) => [7 - i, 0]));
    expect(at('East', '3')[7]).toEqual([0, 2.56]);
    // West 1's rows run at 60° on the plan; in the block they are straight, one seat apart.
    expect(at('West 1', '1')).toEqual(Array.from({ length: 6 }, (_, i) => [i, 0]));
    expect(at('West 1', '3')).toEqual(Array.from({ length: 6 }, (_, i) => [i, 2.56]));
  });

  it('gives the same block wherever the zone is turned around the pitch', () => {
    const plan = fixturePlan('pretix-plan.json');
    const turned = copy(plan);
    const south = turned.zones.find((z) => z.name === 'South 1');
    if (!south) throw new Error('no South 1');
    // South 1 turned a quarter round the middle of the plan (600, 400), to the left of the pitch.
    const turn = (p: { x: number; y: number }) => ({ x: 600 - (p.y - 400), y: 400 + (p.x - 600) });
    for (const row of south.rows)
      for (const seat of row.seats) {
        const at = turn({
          x: south.position.x + (row.position?.x ?? 0) + seat.position.x,
          y: south.position.y + (row.position?.y ?? 0) + seat.position.y,
        });
        seat.position = at;
      }
    south.rows.forEach((row) => (row.position = { x: 0, y: 0 }));
    south.position = { x: 0, y: 0 };
    expect(blockOf(imported(turned), 'South 1').rows).toEqual(blockOf(imported(plan), 'South 1').rows);
  });

  it("outlines a block with the zone's area that holds its seats, else with a hull half a seat around them", () => {
    const venue = imported();
    expect(blockOf(venue, 'North 1').outline).toBe('M 305 55 L 560 55 L 560 181 L 305 181 Z');
    expect(blockOf(venue, 'North 1').label).toEqual([432.5, 118]);
    expect(blockOf(venue, 'West 1').outline).toBe('M 70 230 L 170 225 L 250 380 L 150 410 L 50 310 Z');
    // East's ellipse is a decoration that holds none of its seats: the hull is used.
    const plan = fixturePlan('pretix-plan.json');
    for (const name of ['North 2', 'South 1', 'East']) {
      const block = blockOf(venue, name);
      const hull = outlinePoints(block.outline);
      const zone = plan.zones.find((z) => z.name === name);
      const seats = (zone?.rows ?? []).flatMap((r) =>
        r.seats.map((s) => ({
          x: (zone?.position.x ?? 0) + (r.position?.x ?? 0) + s.position.x,
          y: (zone?.position.y ?? 0) + (r.position?.y ?? 0) + s.position.y,
        })),
      );
      // Half a seat (12.5 px) of margin all round: a point 11 px off any seat is still inside.
      for (const seat of seats)
        for (const [dx, dy] of [
          [11, 0],
          [-11, 0],
          [0, 11],
          [0, -11],
        ] as const)
          expect(insidePolygon({ x: seat.x + dx, y: seat.y + dy }, hull), `${name} ${seat.x},${seat.y}`).toBe(
            true,
          );
      expect(insidePolygon({ x: block.label?.[0] ?? 0, y: block.label?.[1] ?? 0 }, hull)).toBe(true);
    }
  });

  it('puts zones in the stands --stand names, and the others as their names say', () => {
    const venue = imported(undefined, { stands: { 'North 2': 'Main stand', East: 'Main stand' } });
    expect(venue.stands.map((s) => [s.key, s.blocks.map((b) => b.name)])).toEqual([
      ['north', ['North 1']],
      ['main-stand', ['North 2', 'East']],
      ['south', ['South 1']],
      ['west', ['West 1']],
    ]);
    const { problems } = venueFromPretixPlan(fixturePlan('pretix-plan.json'), {
      ...OPTIONS,
      stands: { Nord: 'North' },
    });
    expect(problems.map(formatPlanProblem)).toEqual([
      '--stand names the zone "Nord", which the plan does not have (or which has no seats). Fix: use one of its zones: "North 1", "North 2", "South 1", "East", "West 1".',
    ]);
  });

  it('compiles without a problem, each seat under its pretix guid', () => {
    const venue = imported();
    const { rows, problems } = compileVenue(venue, ['fr', 'en'], 'riviera/catalogue/venue.json');
    expect(problems).toEqual([]);
    expect(rows.seats).toHaveLength(146);
    expect(rows.seats[0]).toMatchObject({
      id: 'f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf',
      rowName: '4',
      seatNumber: '1',
    });
  });

  it('is the same at every run', () => {
    expect(imported()).toEqual(imported());
  });

  it('refuses a plan whose seats the shop could not tell apart or price, naming each', () => {
    const plan = copy(fixturePlan('pretix-plan.json'));
    const [north1, north2] = plan.zones;
    if (!north1 || !north2) throw new Error('fixture changed');
    const seat = (zone: typeof north1, row: number, index: number) => {
      const found = zone.rows[row]?.seats[index];
      if (!found) throw new Error('fixture changed');
      return found;
    };
    seat(north1, 0, 1).seat_guid = seat(north1, 0, 0).seat_guid;
    seat(north1, 1, 1).seat_number = '1';
    seat(north2, 0, 0).category = 'VIP';
    north2.name = 'North 1';
    plan.zones.push({
      position: { x: 0, y: 0 },
      rows: north1.rows.slice(0, 1).map((r) => ({ ...r, seats: [] })),
    });
    plan.zones.push({
      position: { x: 0, y: 0 },
      rows: [{ row_number: '1', seats: [{ ...seat(north1, 3, 0), seat_guid: 'lone' }] }],
    });
    const { problems, venue } = venueFromPretixPlan(plan, OPTIONS);
    expect(venue).toBeUndefined();
    expect(problems.map(formatPlanProblem)).toEqual([
      'zone "North 1" › row 4 › seat 2 (guid f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf): The seat_guid "f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf" is also the guid of zone "North 1" › row 4 › seat 1 (guid f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf); every seat needs its own. Fix: give one of them another seat_guid.',
      'zone "North 1" › row 3 › seat 1 (guid f02c0ccb-6742-5986-ac26-b69bf8e3ecd6): Row 3 of zone "North 1" has two seats numbered 1; a ticket could not tell them apart. Fix: give one of them another seat_number.',
      'zone "North 1": Two zones are called "North 1"; each becomes a block, and block names must differ. Fix: rename one of them.',
      'zone "North 1" › row 4 › seat 11 (guid 3afdebc3-34ab-5ae2-9828-9317460534f5): The seat\'s category "VIP" is not one of the plan\'s categories ("Category 1", "Category 2", "Family", "Away"). Fix: add "VIP" to "categories", or give the seat one of them.',
      'zone 8 (no name): The zone has no name; it becomes a block, whose name is its label on the map and the ticket. Fix: give the zone a "name" like "N12".',
    ]);
  });
});

describe('venueFromPretixPlan block names', () => {
  it('refuses two zones whose names differ only by spaces and dashes, as their blocks would be one', () => {
    const plan = structuredClone(fixturePlan('pretix-plan.json'));
    const north2 = plan.zones[1];
    if (!north2) throw new Error('fixture changed');
    north2.name = 'North-1';
    expect(venueFromPretixPlan(plan, OPTIONS).problems.map(formatPlanProblem)).toEqual([
      'zone "North-1": The zones "North 1" and "North-1" would be the same block: block ids read spaces as dashes. Fix: rename one of them.',
    ]);
  });
});

describe('parsePretixPlan', () => {
  it('says where an invalid plan is wrong and what it must be', () => {
    const { plan, problems } = parsePretixPlan(fixtureText('pretix-plan-invalid.json'));
    expect(plan).toBeUndefined();
    expect(problems.map(formatPlanProblem)).toEqual([
      'zone "North 1" › row 1 › seat 2 (guid n1-1-2) › position: "y" is missing; it must be a number, like 120.',
      'zone "North 1" › row 1 › seat 3 (guid n1-1-3): "position" is missing; it must be { "x": …, "y": … }.',
      'zone "North 1" › row 2: "row_number" must be a text in double quotes, like "3".',
    ]);
  });

  it('names the line of a file that is not JSON', () => {
    const { problems } = parsePretixPlan('{\n  "name": "x",\n  "zones": [],\n}');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^The plan is not valid JSON: .*\(line 4, column 1\)\.$/);
  });

  it('reads the first schema version without a size, and ignores fields pretix does not know', () => {
    const source = JSON.stringify({
      name: 'Hall',
      categories: [{ name: 'Stalls' }],
      zones: [
        {
          name: 'Stalls',
          position: { x: 10, y: 10 },
          rows: [
            {
              row_number: '1',
              seats: [
                {
                  seat_guid: 'a',
                  seat_number: '1',
                  position: { x: 0, y: 0 },
                  category: 'Stalls',
                  wheelchair: true,
                },
              ],
            },
          ],
          areas: [{ width: 50, height: 20, position: { x: 0, y: 0 }, text: 'Stage' }],
        },
      ],
    });
    const { plan, problems } = parsePretixPlan(source);
    expect(problems).toEqual([]);
    const result = venueFromPretixPlan(plan as PretixPlan, OPTIONS);
    expect(result.problems).toEqual([]);
    expect(venueFileSchema.safeParse(result.venue).success).toBe(true);
    expect(result.notes).toEqual([
      'Category "Stalls" has no colour; it gets #7C3AED.',
      'The plan gives no size; the drawing is 30 × 30, just around its seats.',
    ]);
  });
});

describe('seatGuid', () => {
  it('keeps a guid the shop can use as an id, and makes any other one fit, the same each time', () => {
    expect(seatGuid('f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf')).toBe('f4d45e2d-77eb-5cfa-8d32-3a20e726c3cf');
    expect(seatGuid('Parkett 1/5')).toMatch(/^Parkett-1-5-[0-9a-f]{8}$/);
    expect(seatGuid('Parkett 1/5')).toBe(seatGuid('Parkett 1/5'));
    expect(seatGuid('Parkett 1/5')).not.toBe(seatGuid('Parkett 1 5'));
    expect(seatGuid('Ряд 1')).toMatch(/^1-[0-9a-f]{8}$/);
  });

  it('imports a plan whose guids have spaces, and says so', () => {
    const plan = structuredClone(fixturePlan('pretix-plan.json'));
    const seat = plan.zones[0]?.rows[0]?.seats[0];
    if (!seat) throw new Error('fixture changed');
    seat.seat_guid = 'North 1 / 4 / 1';
    const { venue, notes, problems } = venueFromPretixPlan(plan, OPTIONS);
    expect(problems).toEqual([]);
    expect(venueFileSchema.parse(venue).stands[0]?.blocks[0]?.rows?.[0]?.seats[0]?.guid).toMatch(
      /^North-1-4-1-[0-9a-f]{8}$/,
    );
    expect(notes).toContainEqual(
      expect.stringMatching(/^1 seat_guid has characters the shop's ids cannot hold/),
    );
  });
});

describe('standOfZone', () => {
  it.each([
    ['North 1', 'North'],
    ['North 2', 'North'],
    ['N12', 'N'],
    ['N12a', 'N'],
    ['Tribune Nord 3', 'Tribune Nord'],
    ['East-3', 'East'],
    ['North Upper', 'North'],
    ['Kop', 'Kop'],
    ['Сектор 5', 'Сектор'],
    ['101', undefined],
  ])('%s → %s', (zone, stand) => expect(standOfZone(zone)).toBe(stand));
});

describe('rowNameOf', () => {
  it("gives the row's number when its label only words it, and the label when it is a name", () => {
    expect(rowNameOf({ row_number: '3', row_label: 'Row %s', seats: [] })).toBe('3');
    expect(rowNameOf({ row_number: '3', row_label: null, seats: [] })).toBe('3');
    expect(rowNameOf({ row_number: '3', row_label: 'Loge', seats: [] })).toBe('Loge');
  });
});
