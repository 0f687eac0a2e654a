import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CommandError } from '../commands/club-of';
import { isStandingBlock, venueFileSchema, type VenueFile } from '../format';
import { catalogueJson } from '../format';

/**
 * Writes venue.json (catalogueJson's layout) through a temporary file renamed over it, so an editor or
 * the shop never reads half a venue. False when the file already says exactly that. A venue that
 * does not pass venueFileSchema is never written: that would be a bug of the importer.
 */
export function writeVenueFile(file: string, venue: VenueFile): boolean {
  const checked = venueFileSchema.safeParse(venue);
  if (!checked.success)
    throw new CommandError(
      `The venue made does not pass its own check, so nothing was written (please report this): ${checked.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  const text = catalogueJson(venue);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

/** A file as the person at the terminal reads it: relative to where they are when it is below. */
export function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

const count = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** "4 stands, 64 blocks, 30,000 seats, 1,800 standing places, 5 categories" */
export function venueSummary(venue: VenueFile): string {
  const blocks = venue.stands.flatMap((s) => s.blocks);
  const seats = blocks.reduce((n, b) => n + (b.rows ?? []).reduce((m, r) => m + r.seats.length, 0), 0);
  const standing = blocks.reduce((n, b) => n + (isStandingBlock(b) ? b.standing.capacity : 0), 0);
  return [
    count(venue.stands.length, 'stand'),
    count(blocks.length, 'block'),
    count(seats, 'seat'),
    ...(standing > 0 ? [count(standing, 'standing place')] : []),
    count(venue.categories.length, 'category').replace(/ys$/, 'ies'),
  ].join(', ');
}
