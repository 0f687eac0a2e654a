import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { env } from '@/lib/env';
import {
  editionSegment,
  fingerprintOf,
  sharedSecondsAt,
  type CatalogueEditionFacts,
} from './edition-segment';

const CatalogueEditionQuery = graphql(`
  query CatalogueEdition {
    catalogueEdition {
      revision
      since
      upcoming
      eventIds
      packIds
    }
  }
`);

/**
 * A club's edition as the proxy uses it: the path segment, which ids the club has, and how long a
 * shared cache may keep its pages from now.
 */
export interface CatalogueEdition {
  segment: string;
  sharedSeconds: number;
  eventIds: ReadonlySet<string>;
  packIds: ReadonlySet<string>;
}

interface Entry {
  facts?: CatalogueEditionFacts & { eventIdSet: Set<string>; packIdSet: Set<string> };
  fetchedAt: number;
  refreshing?: Promise<void>;
}

// Per storefront process; every instance asks on its own (ADR 0013).
const entries = new Map<string, Entry>();
const fingerprints = new WeakMap<Tenant, string>();

function fingerprint(tenant: Tenant): string {
  let value = fingerprints.get(tenant);
  if (value === undefined) {
    value = fingerprintOf(tenant);
    fingerprints.set(tenant, value);
  }
  return value;
}

async function refresh(slug: string, entry: Entry): Promise<void> {
  const result = await apiClient(slug).query(CatalogueEditionQuery, {}).toPromise();
  const facts = result.data?.catalogueEdition;
  if (!facts) throw new Error(`catalogue edition of ${slug}: ${result.error?.message ?? 'no data'}`);
  entry.facts = { ...facts, eventIdSet: new Set(facts.eventIds), packIdSet: new Set(facts.packIds) };
  entry.fetchedAt = Date.now();
}

/**
 * The edition of a club's catalogue pages now. Facts from the API are trusted for
 * `CATALOGUE_EDITION_TTL_MS`; after that the last ones keep serving while one request refreshes
 * them, so however many fans arrive, the API is asked about once per club and interval. Only the
 * first request of a club waits for the API; undefined if the API cannot say.
 */
export async function catalogueEdition(
  tenant: Tenant,
  now = new Date(),
): Promise<CatalogueEdition | undefined> {
  let entry = entries.get(tenant.slug);
  if (!entry) {
    entry = { fetchedAt: 0 };
    entries.set(tenant.slug, entry);
  }
  if (Date.now() - entry.fetchedAt >= env().CATALOGUE_EDITION_TTL_MS && !entry.refreshing) {
    const current = entry;
    current.refreshing = refresh(tenant.slug, current)
      .catch(() => {
        // The last edition keeps serving; the next request tries again.
      })
      .finally(() => {
        current.refreshing = undefined;
      });
  }
  if (!entry.facts && entry.refreshing) await entry.refreshing;
  const { facts } = entry;
  if (!facts) return undefined;
  return {
    segment: editionSegment(facts, { fingerprint: fingerprint(tenant), timeZone: tenant.timeZone }, now),
    sharedSeconds: sharedSecondsAt(facts, now),
    eventIds: facts.eventIdSet,
    packIds: facts.packIdSet,
  };
}
