import { describe, expect, it } from 'vitest';
import { generateStadium } from './generate-stadium';
import { basketballArenaSpec } from './presets/basketball-arena';
import { footballStadiumSpec } from './presets/football-stadium';
import { hockeyArenaSpec } from './presets/hockey-arena';
import { smallVenueSpec } from './presets/small-venue';
import { plainVenueNaming, type VenueNaming } from './presets/venue-naming';
import type { StadiumSpec } from './stadium-spec';
import type { GeneratedStadium } from './venue-rows';

const naming = (id: string): VenueNaming => ({
  ...plainVenueNaming(id, `${id} arena`),
  retiredCategories: [{ key: 'press', name: 'Press box' }],
});

const specs: StadiumSpec[] = [
  footballStadiumSpec(naming('stade')),
  hockeyArenaSpec(naming('rink')),
  basketballArenaSpec(naming('court')),
  smallVenueSpec(naming('ground')),
];
const generated = new Map(specs.map((spec) => [spec, generateStadium(spec)]));
const venue = (spec: StadiumSpec) => generated.get(spec) as GeneratedStadium;

/** Points of a path made of M, L and Z commands only, or null when it is anything else. */
function closedPolygon(path: string): { x: number; y: number }[] | null {
  const number = String.raw`-?\d+(?:\.\d+)?`;
  const point = `${number},${number}`;
  if (!new RegExp(`^M${point}(?:L${point})+Z$`).test(path)) return null;
  return [...path.matchAll(new RegExp(`(${number}),(${number})`, 'g'))].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
}

// Map.groupBy needs Node 21.
function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function inside(polygon: { x: number; y: number }[], x: number, y: number): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

describe('generateStadium', () => {
  it('gives the football stadium over 25,000 seats in 40+ blocks on four stands and two tiers', () => {
    const stadium = venue(specs[0] as StadiumSpec);
    expect(stadium.seats.length).toBeGreaterThanOrEqual(25_000);
    expect(stadium.blocks.length).toBeGreaterThanOrEqual(40);
    expect(stadium.stands.map((s) => s.name)).toEqual(['North', 'East', 'South', 'West']);
    expect(new Set(stadium.blocks.map((b) => b.name.slice(1, 2)))).toEqual(new Set(['1', '2']));
    expect(stadium.blocks.map((b) => b.name)).toContain('N12');
  });

  it.each(specs)(
    'makes exactly the seats of the spec ($id), and every seated block holds its capacity',
    (spec) => {
      const stadium = venue(spec);
      expect(stadium.seats).toHaveLength(spec.seats);
      const perBlock = new Map<string, number>();
      for (const seat of stadium.seats) perBlock.set(seat.blockId, (perBlock.get(seat.blockId) ?? 0) + 1);
      for (const block of stadium.blocks.filter((b) => !b.isOpenSeating)) {
        expect(perBlock.get(block.id), block.name).toBe(block.capacity);
      }
    },
  );

  it.each(specs)('has standing blocks with places and no seats, and an away section ($id)', (spec) => {
    const stadium = venue(spec);
    const standing = stadium.blocks.filter((b) => b.isOpenSeating);
    expect(standing.length).toBeGreaterThan(0);
    const seatedBlockIds = new Set(stadium.seats.map((s) => s.blockId));
    for (const block of standing) {
      expect(block.capacity).toBeGreaterThan(0);
      expect(seatedBlockIds.has(block.id)).toBe(false);
    }
    const away = stadium.blocks.filter((b) => b.isAwaySection);
    expect(away.length).toBeGreaterThan(0);
    const awayCategory = stadium.categories.find((c) => c.name === 'Visitors')?.id;
    expect(away.every((b) => b.categoryId === awayCategory)).toBe(true);
  });

  it.each(specs)('gives unique ids, unique row and seat number per block ($id)', (spec) => {
    const stadium = venue(spec);
    for (const list of [stadium.stands, stadium.categories, stadium.blocks, stadium.seats]) {
      const ids = list.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => id.startsWith(`${spec.id}-`))).toBe(true);
    }
    const places = stadium.seats.map((s) => `${s.blockId}|${s.rowName}|${s.seatNumber}`);
    expect(new Set(places).size).toBe(places.length);
    const cells = stadium.seats.map((s) => `${s.blockId}|${s.row}|${s.column}`);
    expect(new Set(cells).size).toBe(cells.length);
  });

  it.each(specs)(
    'puts every seat and block in an existing active category; retired ones stay empty ($id)',
    (spec) => {
      const stadium = venue(spec);
      const active = new Set(stadium.categories.filter((c) => c.isActive).map((c) => c.id));
      expect(active.size).toBe(5);
      expect(stadium.categories.filter((c) => !c.isActive).map((c) => c.name)).toEqual(['Press box']);
      expect(stadium.seats.every((s) => active.has(s.categoryId))).toBe(true);
      expect(stadium.blocks.every((b) => active.has(b.categoryId))).toBe(true);
      expect(stadium.categories.every((c) => /^#[0-9a-fA-F]{6}$/.test(c.colour))).toBe(true);
      const stands = new Set(stadium.stands.map((s) => s.id));
      expect(stadium.blocks.every((b) => stands.has(b.standId))).toBe(true);
    },
  );

  it('prices the middle of the lower sides dearest and the ends cheapest', () => {
    const stadium = venue(specs[0] as StadiumSpec);
    const categoryOf = (name: string) => stadium.blocks.find((b) => b.name === name)?.categoryId;
    expect(categoryOf('N14')).toBe('stade-cat1');
    expect(categoryOf('N11')).toBe('stade-cat2');
    expect(categoryOf('N24')).toBe('stade-cat2');
    expect(categoryOf('E14')).toBe('stade-cat3');
  });

  it.each(specs)(
    'draws every block as a closed path inside the arena with its label inside ($id)',
    (spec) => {
      const stadium = venue(spec);
      for (const block of stadium.blocks) {
        const polygon = closedPolygon(block.contour);
        expect(polygon, block.name).not.toBeNull();
        for (const p of polygon ?? []) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(spec.width);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(spec.height);
        }
        expect(inside(polygon ?? [], block.labelX, block.labelY), block.name).toBe(true);
      }
    },
  );

  it.each(specs)('numbers rows from the pitch and seats from the aisle ($id)', (spec) => {
    const stadium = venue(spec);
    const byBlock = groupBy(stadium.seats, (s) => s.blockId);
    for (const seats of byBlock.values()) {
      const rows = groupBy(seats, (s) => s.row);
      const meanY = (row: number) => {
        const list = rows.get(row) ?? [];
        return list.reduce((sum, s) => sum + s.y, 0) / list.length;
      };
      expect(meanY(1)).toBeLessThan(meanY(rows.size));
      expect(rows.get(1)?.every((s) => s.rowName === 'A')).toBe(true);
      for (const row of rows.values()) {
        const sorted = [...row].sort((a, b) => a.column - b.column);
        expect(sorted.map((s) => s.seatNumber)).toEqual(sorted.map((_, i) => String(i + 1)));
        const xs = sorted.map((s) => s.x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
      }
    }
    expect(stadium.seats.some((s) => /[IO]/.test(s.rowName))).toBe(false);
  });

  it.each(specs)('marks accessible spaces at the ends of the front or back row ($id)', (spec) => {
    const stadium = venue(spec);
    const accessible = stadium.seats.filter((s) => s.isAccessible);
    expect(accessible.length).toBeGreaterThan(0);
    const rowLength = new Map<string, number>();
    for (const s of stadium.seats) {
      const key = `${s.blockId}|${s.row}`;
      rowLength.set(key, Math.max(rowLength.get(key) ?? 0, s.column));
    }
    for (const seat of accessible) {
      expect([1, rowLength.get(`${seat.blockId}|${seat.row}`)]).toContain(seat.column);
    }
  });

  it('gives the same venue for the same spec, down to the last seat', () => {
    const spec = specs[1] as StadiumSpec;
    expect(generateStadium(spec)).toEqual(venue(spec));
    const other = generateStadium({ ...spec, seed: 'another seed' });
    expect(other.seats).toHaveLength(spec.seats);
  });

  it('rejects a spec that cannot be placed, saying why', () => {
    const spec = specs[3] as StadiumSpec;
    expect(() =>
      generateStadium({ ...spec, categories: spec.categories.filter((c) => c.role !== 'away') }),
    ).toThrow(/no category has the role "away"/);
    expect(() => generateStadium({ ...spec, seats: 0 })).toThrow(/seats must be a positive whole number/);
  });
});
