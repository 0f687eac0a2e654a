import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandError, type CommandIo } from '../commands/club-of';
import { venueFileSchema } from '../format';
import { fixturePath } from './test-fixtures/read-fixture';
import { venueGenerate } from './venue-generate-command';
import { venueImport } from './venue-import-command';

const REAL_TENANTS = fileURLToPath(new URL('../../../../tenants', import.meta.url));

let dir: string;
let out: string[];
const io: CommandIo = { out: (line) => out.push(line), err: (line) => out.push(line) };
const venueFile = () => path.join(dir, 'riviera', 'catalogue', 'venue.json');
const readVenue = () => venueFileSchema.parse(JSON.parse(readFileSync(venueFile(), 'utf8')));
/** The command's refusal: its exit code and message. */
function refusal(run: () => unknown): { exitCode: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof CommandError) return { exitCode: error.exitCode, message: error.message };
    throw error;
  }
  throw new Error('the command did not refuse');
}
const importPlan = (...args: string[]) => venueImport(['riviera', ...args], dir, io, dir);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stadio-venue-'));
  // Riviera plays football in fr and en at the stadium "stade-des-pins".
  cpSync(path.join(REAL_TENANTS, 'riviera.json'), path.join(dir, 'riviera.json'));
  out = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('venue:import', () => {
  it("writes the club's venue.json from a pretix plan and says what it made", () => {
    expect(importPlan(fixturePath('pretix-plan.json'))).toBe(0);
    const venue = readVenue();
    expect(venue).toMatchObject({ id: 'stade-des-pins', pitch: 'football', name: 'Stade des Pins' });
    expect(out).toContain(
      `Wrote riviera/catalogue/venue.json from ${fixturePath('pretix-plan.json')}: 4 stands, 5 blocks, 146 seats, 4 categories.`,
    );
    expect(out).toContain('  Stand North (north): North 1, North 2');
  });

  it('prints what a second import of an edited plan changed, and nothing for the same plan again', () => {
    importPlan(fixturePath('pretix-plan.json'));
    out = [];
    importPlan(fixturePath('pretix-plan-edited.json'));
    expect(out.filter((line) => line.startsWith('  '))).toEqual([
      '  Seats removed (1): North 2 row 4 seat 20',
      '  Seats moved (1): South 1 row A seat 3',
      '  Seats in another category (1): North 2 row 1 seat 11 (category-2 → category-1)',
    ]);
    const text = readFileSync(venueFile(), 'utf8');
    out = [];
    importPlan(fixturePath('pretix-plan-edited.json'));
    expect(out).toContain('Nothing changed since the last import.');
    expect(out.some((line) => line.startsWith('Unchanged: riviera/catalogue/venue.json'))).toBe(true);
    expect(readFileSync(venueFile(), 'utf8')).toBe(text);
  });

  it('takes --stand and --pitch', () => {
    importPlan(
      fixturePath('pretix-plan.json'),
      '--stand',
      'East=Main',
      '--stand=West 1=Main',
      '--pitch',
      'stage',
    );
    const venue = readVenue();
    expect(venue.pitch).toBe('stage');
    expect(venue.stands.find((s) => s.key === 'main')?.blocks.map((b) => b.name)).toEqual(['East', 'West 1']);
  });

  it('writes nothing for an invalid plan and says where it is wrong (exit 1)', () => {
    const { exitCode, message } = refusal(() => importPlan(fixturePath('pretix-plan-invalid.json')));
    expect(exitCode).toBe(1);
    expect(message).toContain('is not a pretix seating plan this import can read; nothing was written:');
    expect(message).toContain('  - zone "North 1" › row 1 › seat 3 (guid n1-1-3): "position" is missing');
    expect(existsSync(venueFile())).toBe(false);
  });

  it('refuses to merge into a venue.json that does not read, and keeps it', () => {
    mkdirSync(path.dirname(venueFile()), { recursive: true });
    writeFileSync(venueFile(), '{ "id": "stade-des-pins" }');
    const { exitCode, message } = refusal(() => importPlan(fixturePath('pretix-plan.json')));
    expect(exitCode).toBe(1);
    expect(message).toMatch(/^riviera\/catalogue\/venue.json has problems to fix first/);
    expect(readFileSync(venueFile(), 'utf8')).toBe('{ "id": "stade-des-pins" }');
  });

  it('starts again from the plan alone with --replace, keeping the venue id', () => {
    venueGenerate(['riviera', '--preset', 'small'], dir, io, dir);
    importPlan(fixturePath('pretix-plan.json'), '--replace');
    const venue = readVenue();
    expect(venue.id).toBe('stade-des-pins');
    expect(venue.stands.flatMap((s) => s.blocks.map((b) => b.name))).toEqual([
      'North 1',
      'North 2',
      'South 1',
      'East',
      'West 1',
    ]);
    expect(venue.categories.map((c) => c.key)).toEqual(['category-1', 'category-2', 'family', 'away']);
  });

  it.each([
    [[], 'Usage: npm run venue:import'],
    [['riviera'], 'Give the seating plan to import'],
    [['riviera', 'missing.json'], 'There is no file'],
    [
      ['riviera', 'plan.json', '--pitch', 'ice'],
      '--pitch "ice" is not one of football, hockey, basketball, stage.',
    ],
    [['riviera', 'plan.json', '--stand', 'North'], '--stand "North" must name a zone and its stand'],
    [
      ['riviera', 'plan.json', '--stand', 'A=B', '--stands-from-names'],
      'Give either --stands-from-names or --stand',
    ],
    [['riviera', 'plan.json', '--colour'], 'Unknown option "--colour".'],
  ])('refuses %j as a usage error (exit 2)', (args, message) => {
    const refused = refusal(() => venueImport(args, dir, io, dir));
    expect(refused.exitCode).toBe(2);
    expect(refused.message).toContain(message);
  });

  it('names a club that does not exist', () => {
    expect(
      refusal(() => venueImport(['nowhere', fixturePath('pretix-plan.json')], dir, io, dir)).message,
    ).toMatch(/^There is no club "nowhere"/);
  });
});

describe('venue:generate', () => {
  it('writes a preset venue named in the club languages, and refuses to replace it without --force', () => {
    expect(venueGenerate(['riviera', '--preset', 'small'], dir, io, dir)).toBe(0);
    const venue = readVenue();
    expect(venue).toMatchObject({ id: 'stade-des-pins', pitch: 'football' });
    expect(venue.stands[0]?.name).toEqual({ fr: 'Tribune Nord', en: 'North Stand' });
    expect(out[0]).toBe(
      'Wrote riviera/catalogue/venue.json: a small venue, 4 stands, 14 blocks, 2,000 seats, 526 standing places, 5 categories.',
    );
    const { exitCode, message } = refusal(() =>
      venueGenerate(['riviera', '--preset', 'football'], dir, io, dir),
    );
    expect(exitCode).toBe(1);
    expect(message).toContain('riviera/catalogue/venue.json already exists; nothing was written.');
    expect(readVenue()).toEqual(venue);
    expect(venueGenerate(['riviera', '--preset=hockey', '--force'], dir, io, dir)).toBe(0);
    expect(readVenue().pitch).toBe('hockey');
  });

  it.each([
    [['riviera'], 'Say which venue to draw with --preset.'],
    [['riviera', '--preset', 'arena'], '--preset "arena" is not one of football, hockey, basketball, small.'],
    [['riviera', '--preset', 'football', '--pitch', 'stage'], '--pitch is for --preset small'],
    [['--preset', 'small'], 'Usage: npm run venue:generate'],
  ])('refuses %j as a usage error (exit 2)', (args, message) => {
    const refused = refusal(() => venueGenerate(args, dir, io, dir));
    expect(refused.exitCode).toBe(2);
    expect(refused.message).toContain(message);
  });
});
