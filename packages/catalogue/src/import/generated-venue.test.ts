import { profileForTenant, venueName } from '@stadio/db';
import type { Sport, Tenant } from '@stadio/tenants';
import {
  categoryId,
  footballStadiumSpec,
  generateStadium,
  plainVenueNaming,
  type VenueNaming,
} from '@stadio/venues';
import { describe, expect, it } from 'vitest';
import { compileVenue } from '../compile/compile-venue';
import { venueFileSchema } from '../format';
import {
  generateVenueFile,
  pitchForSport,
  VENUE_PRESETS,
  venueFromGeneratedStadium,
} from './generated-venue';

const club = (sport: Sport, locales: Tenant['locales']) =>
  ({ slug: 'pines', stadiumId: 'stade-des-pins', sport, locales }) as unknown as Tenant;
const words = (tenant: Tenant) => ({
  profile: profileForTenant(tenant),
  venueName: venueName(tenant.stadiumId),
});

const naming: VenueNaming = plainVenueNaming('stade-des-pins', 'Stade des Pins');

describe('venueFromGeneratedStadium', () => {
  it('compiles back to the rows the generator made: same ids, places, categories and capacities', () => {
    const generated = generateStadium(footballStadiumSpec(naming));
    const venue = venueFileSchema.parse(venueFromGeneratedStadium(generated));
    const { rows, problems } = compileVenue(venue, ['en'], 'pines/catalogue/venue.json');
    expect(problems).toEqual([]);
    /** A row as one comparable text of the fields both sides have. */
    const fields =
      (...names: string[]) =>
      (row: object) =>
        names.map((name) => String((row as Record<string, unknown>)[name])).join('|');
    const seat = fields('id', 'blockId', 'categoryId', 'rowName', 'seatNumber', 'x', 'y', 'isAccessible');
    const block = fields(
      'id',
      'standId',
      'categoryId',
      'contour',
      'capacity',
      'isOpenSeating',
      'isAwaySection',
    );
    // The file lists blocks stand by stand, the generator round the bowl: compare them as sets.
    expect(rows.seats.map(seat).sort()).toEqual(generated.seats.map(seat).sort());
    expect(rows.blocks.map(block).sort()).toEqual(generated.blocks.map(block).sort());
    expect(rows.stands.map((s) => s.id)).toEqual(generated.stands.map((s) => s.id));
    expect(rows.categories.map((c) => [c.id, c.colour])).toEqual(
      generated.categories.filter((c) => c.isActive).map((c) => [c.id, c.colour]),
    );
  });
});

describe('generateVenueFile', () => {
  it.each(VENUE_PRESETS)('draws a valid %s venue with the stadiumId as its id', (preset) => {
    const venue = venueFileSchema.parse(
      generateVenueFile(club('football', ['en']), preset, words(club('football', ['en']))),
    );
    expect(venue.id).toBe('stade-des-pins');
    expect(venue.name).toBe('Stade des Pins');
    expect(venue.stands.map((s) => s.key)).toEqual(['N', 'E', 'S', 'W']);
    expect(venue.pitch).toBe(preset === 'small' ? 'football' : preset);
  });

  it("names stands and categories in the club's languages, with its sport's demo words", () => {
    const tenant = club('football', ['fr', 'en']);
    const venue = generateVenueFile(tenant, 'football', words(tenant));
    expect(venue.stands[0]?.name).toEqual({ fr: 'Tribune Nord', en: 'North Stand' });
    expect(venue.categories[0]).toMatchObject({ key: 'cat1', name: { fr: 'Catégorie 1', en: 'Category 1' } });
    const ru = club('basketball', ['ru', 'en', 'es']);
    const arena = generateVenueFile(ru, 'basketball', words(ru));
    expect(Object.keys(arena.categories[0]?.name ?? {})).toEqual(['ru', 'en', 'es']);
  });

  it("draws the small ground on the club's sport's surface, or the one asked for", () => {
    const tenant = club('volleyball', ['en']);
    expect(generateVenueFile(tenant, 'small', words(tenant)).pitch).toBe('basketball');
    expect(generateVenueFile(tenant, 'small', words(tenant), 'stage').pitch).toBe('stage');
  });

  it('gives the same file at every run', () => {
    const tenant = club('hockey', ['nl', 'fr', 'en']);
    expect(generateVenueFile(tenant, 'hockey', words(tenant))).toEqual(
      generateVenueFile(tenant, 'hockey', words(tenant)),
    );
  });
});

describe('pitchForSport', () => {
  it.each([
    ['football', 'football'],
    ['rugby', 'football'],
    ['hockey', 'hockey'],
    ['basketball', 'basketball'],
    ['handball', 'basketball'],
    ['volleyball', 'basketball'],
    ['athletism', 'stage'],
    ['spectacles', 'stage'],
    ['others', 'stage'],
  ] as const)('%s → %s', (sport, pitch) => expect(pitchForSport(sport)).toBe(pitch));

  it('names the category ids the compiler and the generator share', () => {
    expect(categoryId('stade-des-pins', 'cat1')).toBe('stade-des-pins-cat1');
  });
});
