import type { DemoProfile, Texts, Translated } from '@stadio/db';
import type { Locale, LocalizedText, Sport, Tenant } from '@stadio/tenants';
import {
  basketballArenaSpec,
  type CategoryRole,
  footballStadiumSpec,
  type GeneratedStadium,
  generateStadium,
  hockeyArenaSpec,
  type PitchKind,
  PRESET_CATEGORY_KEYS,
  smallVenueSpec,
  type StadiumSpec,
  type VenueNaming,
} from '@stadio/venues';
import type { BlockFile, RowFile, SeatFile, VenueFile } from '../format';

/** The bowls `venue:generate` draws, as the demo clubs have them (packages/venues presets). */
export const VENUE_PRESETS = ['football', 'hockey', 'basketball', 'small'] as const;
export type VenuePreset = (typeof VENUE_PRESETS)[number];
export const PITCHES: readonly PitchKind[] = ['football', 'hockey', 'basketball', 'stage'];

/** The playing surface a club's sport is drawn on when nothing says otherwise. */
export function pitchForSport(sport: Sport): PitchKind {
  switch (sport) {
    case 'football':
    case 'rugby':
      return 'football';
    case 'hockey':
      return 'hockey';
    case 'basketball':
    case 'handball':
    case 'volleyball':
      return 'basketball';
    default:
      return 'stage';
  }
}

const ROLES: readonly CategoryRole[] = ['centre', 'side', 'end', 'away', 'standing'];

/** A text in the club's languages only ("Tribune Nord" / "North Stand"); one text when they all say the same. */
function inLocales(texts: Texts, locales: readonly Locale[]): LocalizedText {
  const picked = Object.fromEntries(locales.map((locale) => [locale, texts[locale]]));
  const values = new Set(Object.values(picked));
  return values.size === 1 ? ([...values][0] as string) : picked;
}

/** The key a generated row id has in the file: what follows "<arena id>-" ("stade-des-pins-N" → "N"). */
const keyOf = (arenaId: string, id: string) => id.slice(arenaId.length + 1);

/**
 * A generated stadium (packages/venues generateStadium) as venue.json: stands keyed by their letter
 * and blocks by their label, as the generator names their ids, so the compiler gives the rows the
 * same ids the demo seed gives them; seats are already block-local there. Names come from `texts`
 * (by row id); the generator's own names (first language) when a text is missing.
 */
export function venueFromGeneratedStadium(
  generated: GeneratedStadium,
  texts: {
    venueName?: LocalizedText;
    stands?: ReadonlyMap<string, LocalizedText>;
    categories?: ReadonlyMap<string, { name: LocalizedText; description?: LocalizedText }>;
  } = {},
): VenueFile {
  const { arena } = generated;
  const seatsByBlock = new Map<string, GeneratedStadium['seats']>();
  for (const seat of generated.seats) {
    const list = seatsByBlock.get(seat.blockId) ?? [];
    list.push(seat);
    seatsByBlock.set(seat.blockId, list);
  }
  const blocksByStand = new Map<string, BlockFile[]>();
  for (const block of [...generated.blocks].sort((a, b) => a.sort - b.sort)) {
    const category = keyOf(arena.id, block.categoryId);
    const head = {
      name: block.name,
      category,
      outline: block.contour,
      label: [block.labelX, block.labelY] as [number, number],
      ...(block.isAwaySection ? { away: true } : {}),
    };
    let file: BlockFile;
    if (block.isOpenSeating) file = { ...head, standing: { capacity: block.capacity } };
    else {
      const rows = new Map<string, RowFile>();
      const seats = [...(seatsByBlock.get(block.id) ?? [])].sort(
        (a, b) => a.row - b.row || a.column - b.column,
      );
      for (const seat of seats) {
        const row = rows.get(seat.rowName) ?? { name: seat.rowName, seats: [] };
        rows.set(seat.rowName, row);
        const own = keyOf(arena.id, seat.categoryId);
        const file: SeatFile = {
          number: seat.seatNumber,
          at: [seat.x, seat.y],
          ...(own !== category ? { category: own } : {}),
          ...(seat.isAccessible ? { accessible: true } : {}),
        };
        row.seats.push(file);
      }
      file = { ...head, rows: [...rows.values()] };
    }
    const list = blocksByStand.get(block.standId) ?? [];
    list.push(file);
    blocksByStand.set(block.standId, list);
  }
  return {
    id: arena.id,
    name: texts.venueName ?? arena.name,
    pitch: arena.pitch,
    size: { width: arena.width, height: arena.height },
    categories: [...generated.categories]
      .filter((c) => c.isActive)
      .sort((a, b) => a.sort - b.sort)
      .map((c) => {
        const named = texts.categories?.get(c.id);
        const description = named?.description ?? c.description ?? undefined;
        return {
          key: keyOf(arena.id, c.id),
          name: named?.name ?? c.name,
          ...(description ? { description } : {}),
          colour: c.colour,
        };
      }),
    stands: [...generated.stands]
      .sort((a, b) => a.sort - b.sort)
      .filter((stand) => (blocksByStand.get(stand.id) ?? []).length > 0)
      .map((stand) => ({
        key: keyOf(arena.id, stand.id),
        name: texts.stands?.get(stand.id) ?? stand.name,
        blocks: blocksByStand.get(stand.id) ?? [],
      })),
  };
}

function presetSpec(preset: VenuePreset, naming: VenueNaming, pitch: PitchKind): StadiumSpec {
  switch (preset) {
    case 'football':
      return footballStadiumSpec(naming);
    case 'hockey':
      return hockeyArenaSpec(naming);
    case 'basketball':
      return basketballArenaSpec(naming);
    case 'small':
      return smallVenueSpec(naming, pitch);
  }
}

/**
 * A club's venue.json drawn from a preset bowl, named in the club's languages with the words of
 * its sport's demo profile (packages/db demo profiles: "Tribune Nord" / "North Stand",
 * "Catégorie 1" / "Category 1"…), the same venue the demo seed builds for a demo club of that
 * sport. The venue's id is the tenant file's stadiumId. `pitch` is the small preset's surface
 * (the club's sport's by default); the other presets have their own.
 */
export function generateVenueFile(
  tenant: Pick<Tenant, 'stadiumId' | 'locales' | 'sport'>,
  preset: VenuePreset,
  words: { profile: DemoProfile; venueName: string },
  pitch: PitchKind = pitchForSport(tenant.sport),
): VenueFile {
  const { profile } = words;
  const first = tenant.locales[0] ?? 'en';
  const naming: VenueNaming = {
    id: tenant.stadiumId,
    name: words.venueName,
    stands: Object.fromEntries(
      Object.entries(profile.stands).map(([side, stand]) => [
        side,
        { letter: stand.letter, name: stand.name[first] },
      ]),
    ) as VenueNaming['stands'],
    categories: Object.fromEntries(
      ROLES.map((role) => [role, { name: profile.categories[role].name[first] }]),
    ) as VenueNaming['categories'],
  };
  const generated = generateStadium(presetSpec(preset, naming, pitch));
  const standTexts = new Map(
    Object.values(profile.stands).map((stand) => [
      `${tenant.stadiumId}-${stand.letter}`,
      inLocales(stand.name, tenant.locales),
    ]),
  );
  const categoryTexts = new Map(
    ROLES.map((role) => {
      const words: Translated = profile.categories[role];
      return [
        `${tenant.stadiumId}-${PRESET_CATEGORY_KEYS[role]}`,
        {
          name: inLocales(words.name, tenant.locales),
          ...(words.description ? { description: inLocales(words.description, tenant.locales) } : {}),
        },
      ] as const;
    }),
  );
  return venueFromGeneratedStadium(generated, {
    venueName: words.venueName,
    stands: standTexts,
    categories: categoryTexts,
  });
}
