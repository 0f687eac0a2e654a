import { clubYear } from '@/features/tenancy/club-year';

/** What the API says a club's catalogue pages depend on (`Query.catalogueEdition`). */
export interface CatalogueEditionFacts {
  revision: string;
  since: string | null;
  upcoming: readonly string[];
  eventIds: readonly string[];
  packIds: readonly string[];
}

/** Prefix of an edition segment; no static segment of the shop has a dot, so they never collide. */
export const EDITION_PREFIX = 'c.';

/**
 * The `[edition]` path segment of a club's catalogue pages at `now` (ADR 0013): the tenant file's
 * fingerprint, the catalogue revision, the last instant at which pages changed by themselves (the
 * latest of `since` and the upcoming instants already passed), and the club's year (the footer).
 * Two storefront instances asking at the same time compute the same segment.
 */
export function editionSegment(
  facts: Pick<CatalogueEditionFacts, 'revision' | 'since' | 'upcoming'>,
  tenant: { fingerprint: string; timeZone: string },
  now: Date,
): string {
  let phase = facts.since ? Date.parse(facts.since) : 0;
  for (const at of facts.upcoming) {
    const instant = Date.parse(at);
    if (instant > now.getTime()) break;
    phase = Math.max(phase, instant);
  }
  return `${EDITION_PREFIX}${tenant.fingerprint}.${facts.revision}.${phase.toString(36)}.${clubYear(tenant, now)}`;
}

/** Longest a shared cache may keep a catalogue page (`s-maxage`, ADR 0013 and 0034). */
export const CATALOGUE_SHARED_SECONDS = 1;

/**
 * Whole seconds a shared cache (a CDN, the storefront's own copies) may keep a page of this edition
 * at `now`: {@link CATALOGUE_SHARED_SECONDS}, less as the next instant at which the page changes by
 * itself nears, so the page that says "opens at 10:00" is nowhere kept past 10:00.
 */
export function sharedSecondsAt(facts: Pick<CatalogueEditionFacts, 'upcoming'>, now: Date): number {
  const next = facts.upcoming.map((at) => Date.parse(at)).find((instant) => instant > now.getTime());
  if (next === undefined) return CATALOGUE_SHARED_SECONDS;
  return Math.min(CATALOGUE_SHARED_SECONDS, Math.floor((next - now.getTime()) / 1000));
}

/** A short stable fingerprint of a JSON value (FNV-1a, 32 bits), for "did the tenant file change". */
export function fingerprintOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
