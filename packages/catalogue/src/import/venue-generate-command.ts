import { existsSync } from 'node:fs';
import { profileForTenant, venueName } from '@stadio/db';
import type { PitchKind } from '@stadio/venues';
import { clubOf, CommandError, type CommandIo } from '../commands/club-of';
import { cataloguePaths, keySchema } from '../format';
import { generateVenueFile, VENUE_PRESETS, type VenuePreset } from './generated-venue';
import { optionValue, parsePitch } from './venue-import-command';
import { displayPath, venueSummary, writeVenueFile } from './write-venue-file';

export const VENUE_GENERATE_USAGE = [
  `Usage: npm run venue:generate -- <club> --preset ${VENUE_PRESETS.join('|')} [--pitch …] [--force]`,
  '  Draws a venue for a club without a seating plan into tenants/<club>/catalogue/venue.json:',
  '  football: 30,000 seats, two tiers and a standing kop; hockey: a 12,000-seat rink;',
  '  basketball: a 9,000-seat arena; small: a 2,000-seat ground.',
  "  --pitch football|hockey|basketball|stage   the small ground's surface (default: from the club's sport)",
  '  --force   replace the venue.json already there (what was written in it by hand is lost)',
].join('\n');

/**
 * `npm run venue:generate -- <club> --preset <preset>`: a preset bowl (packages/venues) as the
 * club's venue.json, named in its languages (generateVenueFile). Refuses to replace a venue.json
 * already there unless `--force`.
 */
export function venueGenerate(
  args: readonly string[],
  tenantsDir: string,
  io: CommandIo,
  cwd = process.cwd(),
): number {
  const usage = (message: string) => new CommandError(`${message}\n${VENUE_GENERATE_USAGE}`, 2);
  let preset: VenuePreset | undefined;
  let pitch: PitchKind | undefined;
  let force = false;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      io.out(VENUE_GENERATE_USAGE);
      return 0;
    } else if (arg === '--force') force = true;
    else if (arg === '--preset' || arg.startsWith('--preset=')) {
      const { value, next } = optionValue(args, i, '--preset');
      i = next;
      if (!(VENUE_PRESETS as readonly string[]).includes(value))
        throw usage(`--preset "${value}" is not one of ${VENUE_PRESETS.join(', ')}.`);
      preset = value as VenuePreset;
    } else if (arg === '--pitch' || arg.startsWith('--pitch=')) {
      const { value, next } = optionValue(args, i, '--pitch');
      i = next;
      pitch = parsePitch(value);
    } else if (arg.startsWith('-')) throw usage(`Unknown option "${arg}".`);
    else positional.push(arg);
  }
  if (positional.length > 1) throw usage(`Too many arguments: ${positional.slice(1).join(' ')}.`);
  const tenant = clubOf(positional[0], tenantsDir, VENUE_GENERATE_USAGE);
  if (!preset) throw usage('Say which venue to draw with --preset.');
  if (pitch && preset !== 'small')
    throw usage(`--pitch is for --preset small; the ${preset} preset has its own.`);

  const paths = cataloguePaths(tenantsDir, tenant.slug);
  const shown = displayPath(paths.venue, cwd);
  if (existsSync(paths.venue) && !force)
    throw new CommandError(
      `${shown} already exists; nothing was written. Edit it, import a plan into it (npm run venue:import), ` +
        'or add --force to replace it with a generated venue (what was written in it by hand would be lost).',
    );
  const id = keySchema.safeParse(tenant.stadiumId);
  if (!id.success)
    throw new CommandError(
      `The club's stadiumId "${tenant.stadiumId}" cannot be a venue id: it ${id.error.issues[0]?.message}. ` +
        `Change "stadiumId" in ${tenant.slug}.json first.`,
    );

  const venue = generateVenueFile(
    tenant,
    preset,
    { profile: profileForTenant(tenant), venueName: venueName(tenant.stadiumId) },
    pitch,
  );
  writeVenueFile(paths.venue, venue);
  io.out(`Wrote ${shown}: a ${preset} venue, ${venueSummary(venue)}.`);
  io.out(
    `Stands, blocks and categories are named in ${tenant.locales.join(', ')}; rename them in the file as you like ` +
      "(keep the block names once tickets are sold: they are the seats' ids).",
  );
  io.out(`Next: npm run tenants:check, then npm run catalogue:new -- ${tenant.slug}.`);
  return 0;
}
