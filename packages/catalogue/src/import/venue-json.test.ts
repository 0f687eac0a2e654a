import { describe, expect, it } from 'vitest';
import { catalogueJson, venueFileSchema, type VenueFile } from '../format';
import { venueFromPretixPlan } from './pretix/venue-from-pretix';
import { fixturePlan } from './test-fixtures/read-fixture';
import { venueJson } from './venue-json';

const imported = () =>
  venueFromPretixPlan(fixturePlan('pretix-plan.json'), { id: 'stade-des-pins', pitch: 'football' })
    .venue as VenueFile;

describe('venueJson', () => {
  it('reads back as the same venue', () => {
    const venue = imported();
    expect(venueFileSchema.parse(JSON.parse(venueJson(venue)))).toEqual(venue);
  });

  it('writes each seat on one line, however long', () => {
    const lines = venueJson(imported()).split('\n');
    const seats = lines.filter((line) => line.includes('"guid"'));
    expect(seats).toHaveLength(146);
    expect(seats.every((line) => /^ {16}\{ "number": .* \},?$/.test(line))).toBe(true);
    expect(Math.max(...seats.map((line) => line.length))).toBeGreaterThan(100);
  });

  it('lays out everything else as the other catalogue files are', () => {
    // Seats short enough for catalogueJson's lines: the two layouts are the same text.
    const venue = imported();
    for (const stand of venue.stands)
      for (const block of stand.blocks)
        for (const row of block.rows ?? []) row.seats = row.seats.map(({ number, at }) => ({ number, at }));
    expect(venueJson(venue)).toBe(catalogueJson(venue));
  });
});
