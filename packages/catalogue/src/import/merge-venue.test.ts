import { describe, expect, it } from 'vitest';
import { venueFileSchema, type VenueFile } from '../format';
import { describeVenueChanges, mergeVenue } from './merge-venue';
import { venueFromPretixPlan } from './pretix/venue-from-pretix';
import type { PretixPlan } from './pretix/pretix-plan-schema';
import { fixturePlan } from './test-fixtures/read-fixture';
import { catalogueJson as venueJson } from '../format';

const OPTIONS = { id: 'stade-des-pins', pitch: 'football' } as const;

function fromPlan(plan: PretixPlan, options = {}): VenueFile {
  const { venue, problems } = venueFromPretixPlan(plan, { ...OPTIONS, ...options });
  expect(problems).toEqual([]);
  return venue as VenueFile;
}
/** Imports `plan` into the venue.json `previous` as the command does: merged, then checked. */
function reimport(previous: VenueFile, plan: PretixPlan) {
  const { venue, changes } = mergeVenue(previous, fromPlan(plan));
  return { venue: venueFileSchema.parse(venue), changes };
}
/** The lines of the second text that the first does not have. */
const newLines = (before: string, after: string) => {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
};
const GUIDS = {
  removed: '058a46e1-fba2-54bf-b686-171d3372b20e',
  moved: '4b9e18c1-9d80-5e3e-b8f8-edc2d96083e2',
  recategorised: 'b87232c8-6781-5cac-a79c-00f6272ffbe1',
};

describe('mergeVenue', () => {
  it('changes only what the edited plan changed: one seat removed, one moved, one in another category', () => {
    const first = venueFileSchema.parse(
      mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue,
    );
    const { venue, changes } = reimport(first, fixturePlan('pretix-plan-edited.json'));
    expect(describeVenueChanges(changes)).toEqual([
      'Seats removed (1): North 2 row 4 seat 20',
      'Seats moved (1): South 1 row A seat 3',
      'Seats in another category (1): North 2 row 1 seat 11 (category-2 → category-1)',
    ]);
    const before = venueJson(first);
    const after = venueJson(venue);
    // In a diff: North 2's outline and label (its back corner is gone), row 4 seat 19 (now the
    // last of its row, so without a comma), and the two seats the plan changed.
    expect(newLines(before, after)).toEqual([
      expect.stringMatching(/^ {10}"outline": "M 608.5 65.2 L 615.2 58.5 L 824.8 58.5 /),
      '          "label": [730.3, 118.9],',
      expect.stringMatching(/"number": "19", "at": \[1, 3.84\], "guid": "[0-9a-f-]+" }$/),
      expect.stringContaining(
        `"number": "11", "at": [9, 0], "category": "category-1", "guid": "${GUIDS.recategorised}"`,
      ),
      expect.stringContaining(`"number": "3", "at": [2.48, 0], "guid": "${GUIDS.moved}"`),
    ]);
    expect(newLines(after, before)).toHaveLength(6);
    expect(newLines(after, before).filter((line) => line.includes(GUIDS.removed))).toHaveLength(1);
  });

  it('changes nothing when the same plan is imported again', () => {
    const first = mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue;
    const { venue, changes } = reimport(first, fixturePlan('pretix-plan.json'));
    expect(describeVenueChanges(changes)).toEqual([]);
    expect(venueJson(venue)).toBe(venueJson(first));
  });

  it('keeps the other seats where they were when the corner seat of a block moves out', () => {
    const first = mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue;
    const edited = structuredClone(fixturePlan('pretix-plan.json'));
    // South 1 row A seat 1 is the block's front-left corner: 25 px (a seat) further left and 10 px towards the pitch.
    const corner = edited.zones.find((z) => z.name === 'South 1')?.rows[0]?.seats[0];
    if (!corner) throw new Error('fixture changed');
    corner.position = { x: corner.position.x - 25, y: corner.position.y - 10 };
    const { venue, changes } = reimport(first, edited);
    expect(describeVenueChanges(changes)).toEqual(['Seats moved (1): South 1 row A seat 1']);
    // The block's outline grows round the seat; no other seat line changes.
    expect(newLines(venueJson(first), venueJson(venue))).toEqual([
      expect.stringMatching(/^ {10}"outline": "M 433.5 605.2 /),
      expect.stringMatching(/^ {10}"label": /),
      expect.stringContaining(`"number": "1", "at": [-1, -0.4], "guid": "${corner.seat_guid}"`),
    ]);
  });

  it("keeps a block's category when a seat fewer breaks the tie it won", () => {
    const first = mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue;
    // North 1 has 20 seats of Category 1 (rows 1-2) and 20 of Category 2 (rows 3-4): Category 1 won the tie.
    const edited = structuredClone(fixturePlan('pretix-plan.json'));
    const row1 = edited.zones.find((z) => z.name === 'North 1')?.rows.find((r) => r.row_number === '1');
    const removed = row1?.seats.splice(4, 1)[0];
    if (!removed) throw new Error('fixture changed');
    const { venue, changes } = reimport(first, edited);
    expect(venue.stands[0]?.blocks[0]?.category).toBe('category-1');
    expect(describeVenueChanges(changes)).toEqual(['Seats removed (1): North 1 row 1 seat 5']);
    expect(newLines(venueJson(venue), venueJson(first))).toEqual([
      expect.stringContaining(removed.seat_guid),
    ]);
  });

  it('keeps what was written by hand: names, translations, views, away flags, seat flags, standing blocks', () => {
    const first = structuredClone(mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue);
    const [north, , , west] = first.stands;
    const north1 = north?.blocks[0];
    const west1 = west?.blocks[0];
    const seat = north1?.rows?.[3]?.seats[0];
    if (!north || !west || !north1 || !west1 || !seat) throw new Error('fixture changed');
    north.name = { fr: 'Tribune Nord', en: 'North Stand' };
    north1.translations = { fr: 'Nord 1' };
    north1.view = 'riviera/views/north-1.jpg';
    west1.away = true;
    seat.accessible = true;
    first.categories[0] = {
      ...first.categories[0],
      key: 'category-1',
      name: { fr: 'Catégorie 1', en: 'Category 1' },
      colour: '#000000',
    };
    first.name = { fr: 'Stade des Pins', en: 'Pines Stadium' };
    west.blocks.push({
      name: 'Kop',
      category: 'away',
      outline: 'M 0 0 L 10 0 L 10 10 Z',
      standing: { capacity: 800 },
    });
    const { venue, changes } = reimport(first, fixturePlan('pretix-plan-edited.json'));
    expect(venue.name).toEqual({ fr: 'Stade des Pins', en: 'Pines Stadium' });
    expect(venue.stands[0]).toMatchObject({ key: 'north', name: { fr: 'Tribune Nord', en: 'North Stand' } });
    expect(venue.stands[0]?.blocks[0]).toMatchObject({
      translations: { fr: 'Nord 1' },
      view: 'riviera/views/north-1.jpg',
    });
    expect(venue.stands[3]?.blocks.map((b) => [b.name, b.away])).toEqual([
      ['West 1', true],
      ['Kop', undefined],
    ]);
    expect(venue.stands[0]?.blocks[0]?.rows?.[3]?.seats[0]).toMatchObject({
      accessible: true,
      guid: seat.guid,
    });
    // The name written by hand stays; the colour is the plan's.
    expect(venue.categories[0]).toEqual({
      key: 'category-1',
      name: { fr: 'Catégorie 1', en: 'Category 1' },
      colour: '#7C3AED',
    });
    expect(changes.blocksKept).toEqual(['Kop']);
  });

  it("keeps a category a kept standing block sells in active, even when the plan's seats no longer use it", () => {
    const first = structuredClone(mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue);
    first.categories.push({ key: 'terrace', name: 'Terrace', colour: '#EA580C' });
    first.stands[3]?.blocks.push({
      name: 'Kop',
      category: 'terrace',
      outline: 'M 0 0 L 10 0 L 10 10 Z',
      standing: { capacity: 800 },
    });
    const { venue, changes } = reimport(first, fixturePlan('pretix-plan.json'));
    expect(venue.categories.find((c) => c.key === 'terrace')).toEqual({
      key: 'terrace',
      name: 'Terrace',
      colour: '#EA580C',
    });
    expect(describeVenueChanges(changes)).toEqual(['Standing blocks kept (no plan has them) (1): Kop']);
  });

  it('keeps a stand its key and name when its blocks come under another name', () => {
    const first = mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue;
    const { venue, changes } = mergeVenue(
      first,
      fromPlan(fixturePlan('pretix-plan.json'), { stands: { 'North 1': 'Nord', 'North 2': 'Nord' } }),
    );
    expect(venue.stands.map((s) => s.key)).toEqual(['north', 'south', 'east', 'west']);
    expect(changes.standsAdded).toEqual([]);
  });

  it('adds and removes blocks with their zones, and keeps a category the plan dropped as inactive', () => {
    const first = mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue;
    const edited = structuredClone(fixturePlan('pretix-plan.json'));
    const east = edited.zones.find((z) => z.name === 'East');
    if (!east) throw new Error('fixture changed');
    east.name = 'East 2';
    edited.categories = edited.categories.filter((c) => c.name !== 'Family');
    for (const row of east.rows) for (const seat of row.seats) seat.category = 'Category 2';
    const { venue, changes } = reimport(first, edited);
    expect(describeVenueChanges(changes)).toEqual([
      'Categories no longer in the plan, kept as inactive (1): family',
      'Blocks added (1): East 2',
      'Blocks removed (1): East',
      expect.stringMatching(/^Seats moved \(24\): East 2 row 1 seat 1, /),
      expect.stringMatching(
        /^Seats in another category \(24\): East 2 row 1 seat 1 \(family → category-2\), /,
      ),
    ]);
    expect(venue.categories.find((c) => c.key === 'family')).toMatchObject({ active: false });
    expect(venue.stands.find((s) => s.key === 'east')?.blocks.map((b) => b.name)).toEqual(['East 2']);
  });

  it('takes the pitch of the file unless the import says another', () => {
    const first = {
      ...mergeVenue(undefined, fromPlan(fixturePlan('pretix-plan.json'))).venue,
      pitch: 'stage' as const,
    };
    expect(mergeVenue(first, fromPlan(fixturePlan('pretix-plan.json'))).venue.pitch).toBe('stage');
    expect(
      mergeVenue(first, fromPlan(fixturePlan('pretix-plan.json')), { keepPitch: false }).venue.pitch,
    ).toBe('football');
  });
});
