import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PitchKind } from '@stadio/venues';
import { clubOf, CommandError, type CommandIo } from '../commands/club-of';
import { readCatalogueFile } from '../compile/read-file';
import { cataloguePaths, keySchema, venueFileSchema } from '../format';
import { PITCHES, pitchForSport } from './generated-venue';
import { describeVenueChanges, mergeVenue } from './merge-venue';
import { formatPlanProblem, parsePretixPlan } from './pretix/parse-pretix-plan';
import { venueFromPretixPlan } from './pretix/venue-from-pretix';
import { displayPath, venueSummary, writeVenueFile } from './write-venue-file';

export const VENUE_IMPORT_USAGE = [
  'Usage: npm run venue:import -- <club> <plan.json> [options]',
  '  Reads a pretix seating plan into tenants/<club>/catalogue/venue.json.',
  '  --stands-from-names        group blocks into stands as their names say ("North 1" → North); the default',
  '  --stand "<zone>=<stand>"   put a zone in a stand of that name (repeat for each zone; others go by name)',
  "  --pitch football|hockey|basketball|stage   the surface drawn in the middle (default: from the club's sport)",
  '  --replace                  start again from the plan alone, dropping what venue.json has (its id is kept)',
].join('\n');

interface ImportArgs {
  club?: string;
  plan?: string;
  stands: Record<string, string>;
  fromNames: boolean;
  pitch?: PitchKind;
  replace: boolean;
  help: boolean;
}

const usage = (message: string) => new CommandError(`${message}\n${VENUE_IMPORT_USAGE}`, 2);

/** The value of `--name value` or `--name=value`; advances past it. */
export function optionValue(
  args: readonly string[],
  i: number,
  name: string,
): { value: string; next: number } {
  const arg = args[i] ?? '';
  if (arg.startsWith(`${name}=`)) return { value: arg.slice(name.length + 1), next: i };
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw usage(`${name} needs a value.`);
  return { value, next: i + 1 };
}

export function parsePitch(value: string): PitchKind {
  if ((PITCHES as readonly string[]).includes(value)) return value as PitchKind;
  throw usage(`--pitch "${value}" is not one of ${PITCHES.join(', ')}.`);
}

function parseArgs(args: readonly string[]): ImportArgs {
  const parsed: ImportArgs = { stands: {}, fromNames: false, replace: false, help: false };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') parsed.help = true;
    else if (arg === '--stands-from-names') parsed.fromNames = true;
    else if (arg === '--replace') parsed.replace = true;
    else if (arg === '--stand' || arg.startsWith('--stand=')) {
      const { value, next } = optionValue(args, i, '--stand');
      i = next;
      const cut = value.indexOf('=');
      const zone = value.slice(0, cut).trim();
      const stand = value.slice(cut + 1).trim();
      if (cut < 0 || !zone || !stand)
        throw usage(`--stand "${value}" must name a zone and its stand, like --stand "North 1=North".`);
      parsed.stands[zone] = stand;
    } else if (arg === '--pitch' || arg.startsWith('--pitch=')) {
      const { value, next } = optionValue(args, i, '--pitch');
      i = next;
      parsed.pitch = parsePitch(value);
    } else if (arg.startsWith('-')) throw usage(`Unknown option "${arg}".`);
    else positional.push(arg);
  }
  if (parsed.fromNames && Object.keys(parsed.stands).length > 0)
    throw usage('Give either --stands-from-names or --stand, not both.');
  if (positional.length > 2) throw usage(`Too many arguments: ${positional.slice(2).join(' ')}.`);
  [parsed.club, parsed.plan] = positional;
  return parsed;
}

/**
 * `npm run venue:import -- <club> <plan.json>`: a pretix seating plan into the club's venue.json
 * (venueFromPretixPlan), merged into the file already there so a new import of an edited plan
 * changes only what changed (mergeVenue); prints what changed. Nothing is written when the plan,
 * the options or the current venue.json have a problem.
 */
export function venueImport(
  args: readonly string[],
  tenantsDir: string,
  io: CommandIo,
  cwd = process.cwd(),
): number {
  const options = parseArgs(args);
  if (options.help) {
    io.out(VENUE_IMPORT_USAGE);
    return 0;
  }
  const tenant = clubOf(options.club, tenantsDir, VENUE_IMPORT_USAGE);
  if (!options.plan) throw usage('Give the seating plan to import, a JSON file exported from pretix.');
  const planFile = path.resolve(cwd, options.plan);
  if (!existsSync(planFile)) throw usage(`There is no file ${planFile}.`);
  const shown = (file: string) => displayPath(file, cwd);

  const { plan, problems } = parsePretixPlan(readFileSync(planFile, 'utf8'));
  const refuse = (what: string, lines: string[]) =>
    new CommandError(`${what}; nothing was written:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  if (!plan)
    throw refuse(
      `${shown(planFile)} is not a pretix seating plan this import can read`,
      problems.map(formatPlanProblem),
    );

  const paths = cataloguePaths(tenantsDir, tenant.slug);
  const current = readCatalogueFile(venueFileSchema, paths.venue, `${tenant.slug}/catalogue/venue.json`);
  if (current.exists && !current.data && !options.replace)
    throw refuse(
      `${shown(paths.venue)} has problems to fix first (the import keeps what was written by hand in it)`,
      [
        ...current.problems.map((p) => `${p.where ? `${p.where}: ` : ''}${p.message}`),
        'or import with --replace to start again from the plan alone',
      ],
    );
  const previous = options.replace ? undefined : current.data;
  const id = current.data?.id ?? tenant.stadiumId;
  if (!keySchema.safeParse(id).success)
    throw new CommandError(
      `The club's stadiumId "${id}" cannot be a venue id: it ${keySchema.safeParse(id).error?.issues[0]?.message}. ` +
        `Change "stadiumId" in ${tenant.slug}.json before any ticket is sold.`,
    );

  const result = venueFromPretixPlan(plan, {
    id,
    pitch: options.pitch ?? previous?.pitch ?? pitchForSport(tenant.sport),
    stands: options.stands,
  });
  if (!result.venue)
    throw refuse(`${shown(planFile)} cannot become a venue`, result.problems.map(formatPlanProblem));
  const { venue, changes } = mergeVenue(previous, result.venue, { keepPitch: options.pitch === undefined });
  const written = writeVenueFile(paths.venue, venue);
  for (const note of result.notes) io.out(`Note: ${note}`);
  io.out(
    `${written ? 'Wrote' : 'Unchanged:'} ${shown(paths.venue)} from ${shown(planFile)}: ${venueSummary(venue)}.`,
  );
  if (previous) {
    const lines = describeVenueChanges(changes);
    if (lines.length === 0) io.out('Nothing changed since the last import.');
    for (const line of lines) io.out(`  ${line}`);
  } else {
    for (const stand of venue.stands)
      io.out(
        `  Stand ${typeof stand.name === 'string' ? stand.name : stand.key} (${stand.key}): ${stand.blocks.map((b) => b.name).join(', ')}`,
      );
    io.out(
      'Stands wrong? Import again with --stand "<zone>=<stand>" for the zones to move; names, views and away flags written in venue.json are kept.',
    );
  }
  io.out(
    `Next: npm run tenants:check, then npm run catalogue:new -- ${tenant.slug} (or catalogue:plan if the season is written).`,
  );
  return 0;
}
