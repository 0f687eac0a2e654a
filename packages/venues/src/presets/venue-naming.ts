import type { CategoryRole, CategorySpec, StandSide } from '../stadium-spec';

/** What a club names in its venue; the presets supply the shape. */
export interface VenueNaming {
  /** Arena id; every other id starts with it. */
  id: string;
  name: string;
  stands: Record<StandSide, { letter: string; name: string }>;
  categories: Record<CategoryRole, { name: string; description?: string }>;
  /** Categories no longer sold, kept inactive (they must never show in the shop). */
  retiredCategories?: { key: string; name: string; description?: string }[];
}

/** Legend colours per role: distinct hues, readable on light and dark maps. */
const ROLE_COLOURS: Record<CategoryRole, string> = {
  centre: '#7C3AED',
  side: '#2563EB',
  end: '#0E9F8E',
  standing: '#EA580C',
  away: '#DB2777',
};
/** Key (id suffix) of the category of each role in the preset venues. */
export const PRESET_CATEGORY_KEYS: Readonly<Record<CategoryRole, string>> = {
  centre: 'cat1',
  side: 'cat2',
  end: 'cat3',
  standing: 'standing',
  away: 'away',
};
const RETIRED_COLOUR = '#6B7280';

/** The categories of a preset venue: one per role, dearest first, then the retired ones. */
export function presetCategories(naming: VenueNaming): CategorySpec[] {
  const roles: CategoryRole[] = ['centre', 'side', 'end', 'away', 'standing'];
  return [
    ...roles.map((role) => ({
      key: PRESET_CATEGORY_KEYS[role],
      role,
      colour: ROLE_COLOURS[role],
      name: naming.categories[role].name,
      description: naming.categories[role].description ?? null,
    })),
    ...(naming.retiredCategories ?? []).map((c) => ({
      key: c.key,
      name: c.name,
      description: c.description ?? null,
      colour: RETIRED_COLOUR,
    })),
  ];
}

/**
 * A venue named in plain English (North stand, Category 1…): what tests and benchmarks generate
 * when the words do not matter. Clubs get their own words from the demo profiles or their files.
 */
export function plainVenueNaming(id: string, name: string): VenueNaming {
  return {
    id,
    name,
    stands: {
      top: { letter: 'N', name: 'North' },
      right: { letter: 'E', name: 'East' },
      bottom: { letter: 'S', name: 'South' },
      left: { letter: 'W', name: 'West' },
    },
    categories: {
      centre: { name: 'Category 1' },
      side: { name: 'Category 2' },
      end: { name: 'Category 3' },
      standing: { name: 'Standing' },
      away: { name: 'Visitors' },
    },
  };
}
