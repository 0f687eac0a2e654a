import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cataloguePaths } from '../format';
import { SMALL_TENANT, smallClubFiles } from '../test-fixtures/small-club';
import { compileCatalogue, readCatalogueFiles } from './compile-catalogue';
import { outlineMiddle } from './compile-venue';

describe('compileCatalogue', () => {
  it('turns the files into rows with readable ids, texts per language and local times', () => {
    const { rows, problems } = compileCatalogue(SMALL_TENANT, smallClubFiles());
    expect(problems).toEqual([]);
    expect(rows.blocks.map((b) => [b.id, b.standId, b.capacity, b.isOpenSeating])).toEqual([
      ['quay-hall-A', 'quay-hall-main', 16, false],
      ['quay-hall-B', 'quay-hall-main', 12, false],
      ['quay-hall-PIT', 'quay-hall-end', 120, true],
    ]);
    // A label left out sits in the middle of the outline.
    expect(rows.blocks[0]).toMatchObject({ labelX: 50, labelY: 35, viewImageUrl: null });
    expect(rows.blocks[1]).toMatchObject({ viewImageUrl: '/tenant-assets/quay/views/b.jpg' });
    const seatB26 = rows.seats.find((s) => s.id === 'quay-hall-B-2-6');
    expect(seatB26).toMatchObject({
      categoryId: 'quay-hall-front',
      isRestrictedView: true,
      row: 2,
      column: 6,
    });
    expect(rows.seats.find((s) => s.id === 'quay-hall-A-2-1')).toMatchObject({ isAccessible: true });
    expect(rows.categories[0]).toMatchObject({ name: 'Front', nameTranslations: { fr: 'Avant' } });
    // 15:00 in London in March is 15:00 UTC; 19:45 in April (summer time) is 18:45 UTC.
    expect(rows.events.map((e) => [e.id, e.startDatetime, e.name])).toEqual([
      ['q01', '2026-03-07T15:00:00.000Z', 'Quay City – Harbour Rovers'],
      ['q02', '2026-04-11T18:45:00.000Z', 'Quay City – Docks United'],
    ]);
    expect(rows.events[1]?.nameTranslations).toEqual({ fr: 'Quay City – Docks Unis' });
  });

  it('takes sale windows from the defaults unless the match gives its own', () => {
    const { rows } = compileCatalogue(SMALL_TENANT, smallClubFiles());
    const [q01, q02] = rows.eventChannelConfigurations;
    // 20 days before 7 March at 09:00, closing at kick-off.
    expect(q01).toMatchObject({
      eventId: 'q01',
      openingDatetime: '2026-02-15T09:00:00.000Z',
      closingDatetime: '2026-03-07T15:00:00.000Z',
      earlyBirdOpeningDatetime: null,
      maxIndividualSeatTicketsInCart: 8,
    });
    expect(q02).toMatchObject({
      openingDatetime: '2026-03-01T10:00:00.000Z',
      earlyBirdOpeningDatetime: '2026-02-25T10:00:00.000Z',
      maxIndividualSeatTicketsInCart: 4,
    });
    // A pack closes at its first match's kick-off.
    expect(rows.packChannelConfigurations[0]?.closingDatetime).toBe('2026-03-07T15:00:00.000Z');
  });

  it("prices a match from its band with the match's own prices on top", () => {
    const { rows } = compileCatalogue(SMALL_TENANT, smallClubFiles());
    const price = (event: string, category: string, product: string) =>
      rows.eventPrices.find(
        (p) => p.eventId === event && p.categoryId === `quay-hall-${category}` && p.productId === product,
      )?.priceCents;
    expect(price('q01', 'front', 'full')).toBe(3000);
    expect(price('q01', 'standing', 'full')).toBe(1200);
    expect(price('q02', 'front', 'full')).toBe(4500);
    expect(price('q02', 'back', 'full')).toBe(2500);
    expect(price('q02', 'back', 'child')).toBeUndefined();
  });

  it('maps promo codes onto ids, car parks by key, and a label from the discount', () => {
    const { rows } = compileCatalogue(SMALL_TENANT, smallClubFiles());
    expect(rows.promoCodes.map((c) => [c.id, c.label, c.scope, c.discountType, c.discountValue])).toEqual([
      ['welcome10', '-10 %', 'order', 'percent', 10],
      ['seat5', '-5 €', 'seat_tickets', 'absolute', 500],
      ['park', '-50 %', 'ancillaries', 'percent', 50],
    ]);
    expect(rows.promoCodes[1]).toMatchObject({
      canBeCumulated: false,
      eventIds: ['q02'],
      categoryIds: ['quay-hall-front'],
    });
    expect(rows.promoCodes[2]?.productIds).toEqual(['q01-p1']);
  });

  it('names the file, the place and the fix for every wrong reference', () => {
    const files = smallClubFiles();
    files.venue.stands[0]!.blocks[0]!.category = 'vip';
    files.season.matches[0]!.opponent = 'nobody';
    files.season.matches[1]!.priceBand = 'cup-final';
    files.season.matches.push({ ...files.season.matches[0]!, opponent: 'rovers' });
    files.season.packs![0]!.matches.push('q09');
    files.promoCodes.codes.push({ name: 'welcome10', percent: 5 });
    const { problems } = compileCatalogue(SMALL_TENANT, files);
    const said = problems.map((p) => `${p.file} | ${p.where} | ${p.message}`);
    expect(said).toEqual(
      expect.arrayContaining([
        'quay/catalogue/venue.json | stand main › block A | The category "vip" is not one of the venue\'s categories.',
        'quay/catalogue/season.json | match q01 › opponent | "nobody" is not one of "opponents".',
        'quay/catalogue/season.json | match q02 › priceBand | There is no price band "cup-final".',
        'quay/catalogue/season.json | match q01 | Two matches have the id "q01".',
        'quay/catalogue/season.json | pack season › matches › q09 | There is no match "q09".',
        'quay/catalogue/promo-codes.json | code welcome10 | Two codes are called "welcome10" (capitals do not count).',
      ]),
    );
    expect(problems.find((p) => p.where === 'stand main › block A')?.fix).toBe(
      'use one of "front", "back", "standing", or add "vip" to "categories".',
    );
  });

  it('refuses a sale that opens after it closes, and an early bird after the opening', () => {
    const files = smallClubFiles();
    files.season.matches[1]!.sale = { web: { opens: '2026-04-12 10:00', earlyBird: '2026-04-13 10:00' } };
    const messages = compileCatalogue(SMALL_TENANT, files).problems.map((p) => `${p.where}: ${p.message}`);
    expect(messages).toEqual([
      'match q02 › sale › web: The sale opens after it closes.',
      'match q02 › sale › web: The early-bird sale starts after the public sale opens.',
    ]);
  });
});

describe('readCatalogueFiles', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-catalogue-'));
    const paths = cataloguePaths(dir, 'quay');
    mkdirSync(paths.dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(paths.dir, name), text);
  };

  it('says where a value is wrong by the names in the file, not by list positions', () => {
    const files = smallClubFiles();
    const venue = structuredClone(files.venue) as unknown as {
      stands: { blocks: { rows: { seats: { at: unknown }[] }[] }[] }[];
    };
    venue.stands[0]!.blocks[1]!.rows[1]!.seats[2]!.at = 'left';
    write({ 'venue.json': JSON.stringify(venue), 'season.json': JSON.stringify(files.season) });
    const { problems, files: read } = readCatalogueFiles(dir, 'quay');
    expect(read).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'quay/catalogue/venue.json',
        where: 'stand main › block B › row 2 › seat 3 › at',
        message: 'must be a point [x, y], like [120.5, 40]',
      },
    ]);
  });

  it('points at the line of a JSON typo and says a missing season file is needed', () => {
    write({ 'venue.json': '{\n  "id": "quay-hall",\n  "name": "Quay Hall"\n  "pitch": "stage"\n}' });
    const { problems } = readCatalogueFiles(dir, 'quay');
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      expect.stringMatching(/^quay\/catalogue\/venue\.json: It is not valid JSON: .*\(line 4, column 3\)\.$/),
      'quay/catalogue/season.json: This file is missing: a club that keeps its catalogue in files needs venue.json and season.json.',
    ]);
  });

  it('reads a club without catalogue files as having none, with nothing to report', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-catalogue-'));
    expect(readCatalogueFiles(dir, 'quay')).toEqual({ problems: [], exists: false });
  });
});

describe('outlineMiddle', () => {
  it('finds the middle of an outline drawn with relative moves, lines along an axis and curves', () => {
    expect(outlineMiddle('m 10 10 h 80 v 50 h -80 z')).toEqual([50, 35]);
    expect(outlineMiddle('M 0 0 C 0 -20 100 -20 100 0 L 100 40 L 0 40 Z')[0]).toBe(50);
  });
});
