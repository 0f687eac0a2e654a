import { describe, expect, it } from 'vitest';
import { venueFromPretixPlan } from '../import/pretix/venue-from-pretix';
import { fixturePlan } from '../import/test-fixtures/read-fixture';
import { catalogueJson, venueFileSchema, type VenueFile } from './index';

const imported = () =>
  venueFromPretixPlan(fixturePlan('pretix-plan.json'), { id: 'stade-des-pins', pitch: 'football' })
    .venue as VenueFile;

describe('catalogueJson', () => {
  it('reads back as the same venue', () => {
    const venue = imported();
    expect(venueFileSchema.parse(JSON.parse(catalogueJson(venue)))).toEqual(venue);
  });

  it('writes each seat on one line, however long', () => {
    const lines = catalogueJson(imported()).split('\n');
    const seats = lines.filter((line) => line.includes('"guid"'));
    expect(seats).toHaveLength(146);
    expect(seats.every((line) => /^ {16}\{ "number": .* \},?$/.test(line))).toBe(true);
    expect(Math.max(...seats.map((line) => line.length))).toBeGreaterThan(100);
  });
});
