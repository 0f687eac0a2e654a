import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../compile/compile-catalogue';
import { parseFixturesCsv } from '../import/fixtures-csv';
import { SMALL_TENANT, smallClubFiles } from '../test-fixtures/small-club';
import { scaffoldSeason } from './scaffold-season';

const FIXTURES = [
  'date,time,opponent,competition,sale_opens',
  '2026-03-07,15:00,Harbour Rovers,Premier League,',
  '2026-03-21,15:00,"Docks United, Ladies",Premier League,2026-03-01 09:00',
  '2026-04-04,19:45,Harbour Rovers,FA Cup,',
].join('\n');

const { venue } = smallClubFiles();
const { fixtures } = parseFixturesCsv(FIXTURES);

describe('scaffoldSeason', () => {
  it('gives a club with only a venue and a fixture list a season that sells at once', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const result = scaffoldSeason({ tenant: SMALL_TENANT, venue, fixtures, now });
    const { season } = result;
    expect(season.matches.map((m) => [m.id, m.opponent, m.competition, m.kickOff])).toEqual([
      ['2026-03-07-harbour-rovers', 'harbour-rovers', 'premier-league', '2026-03-07 15:00'],
      ['2026-03-21-docks-united-ladies', 'docks-united-ladies', 'premier-league', '2026-03-21 15:00'],
      ['2026-04-04-harbour-rovers', 'harbour-rovers', 'fa-cup', '2026-04-04 19:45'],
    ]);
    expect(season.matches[1]?.sale).toEqual({ web: { opens: '2026-03-01 09:00' } });
    expect(season.opponents.map((o) => o.name)).toEqual(['Harbour Rovers', 'Docks United, Ladies']);
    // Starter prices: every active category, the first the dearest, reduced and child in proportion.
    expect(season.priceBands.standard).toEqual({
      front: { 'full-price': 4500, reduced: 3400, child: 2250 },
      back: { 'full-price': 3500, reduced: 2650, child: 1750 },
      standing: { 'full-price': 2500, reduced: 1900, child: 1250 },
    });
    expect(season.packs?.[0]).toMatchObject({
      key: 'season',
      type: 'season',
      matches: season.matches.map((m) => m.id),
    });
    expect(season.packs?.[0]?.prices?.front?.['full-price']).toBe(Math.round((4500 * 3 * 0.8) / 100) * 100);
    expect(result.report).toContain(
      'Opponents with a placeholder crest (add "crest" to each in season.json): Harbour Rovers, Docks United, Ladies.',
    );
    const compiled = compileCatalogue(SMALL_TENANT, { venue, season, promoCodes: result.promoCodes });
    expect(compiled.problems).toEqual([]);
    // 30 days before 7 March at 10:00 is in the past: the first match is on sale now.
    const window = compiled.rows.eventChannelConfigurations[0];
    expect(
      new Date(window?.openingDatetime ?? '') < now && now < new Date(window?.closingDatetime ?? ''),
    ).toBe(true);
  });

  it('adds only the fixtures the season does not have, and keeps what the club wrote', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const first = scaffoldSeason({ tenant: SMALL_TENANT, venue, fixtures: fixtures.slice(0, 2), now }).season;
    first.priceBands.standard!.front!['full-price'] = 5000;
    first.matches[0]!.description = 'Opening day';
    const again = scaffoldSeason({
      tenant: SMALL_TENANT,
      venue,
      season: first,
      promoCodes: { codes: [] },
      fixtures,
      now,
    });
    expect(again.season.matches.map((m) => m.id)).toEqual([
      '2026-03-07-harbour-rovers',
      '2026-03-21-docks-united-ladies',
      '2026-04-04-harbour-rovers',
    ]);
    expect(again.season.matches[0]?.description).toBe('Opening day');
    expect(again.season.priceBands.standard?.front?.['full-price']).toBe(5000);
    expect(again.report).toEqual(['1 match from fixtures.csv.']);
  });

  it('makes no season ticket when fewer than two matches are still to come', () => {
    const late = scaffoldSeason({
      tenant: SMALL_TENANT,
      venue,
      fixtures,
      now: new Date('2026-03-30T00:00:00Z'),
    });
    expect(late.season.packs).toEqual([]);
  });
});
