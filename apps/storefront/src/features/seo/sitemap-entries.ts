import type { EventCardData } from '@/features/catalogue/event-card';
import type { PackCardData } from '@/features/catalogue/pack-card';
import type { SitemapEntry } from './sitemap-xml';

/** Event pages worth finding: the ones a fan can act on now or soon (not sold out, closed or passed). */
const LISTED_EVENT_STATES = new Set(['onSale', 'earlyBird', 'opensLater']);

/**
 * The pages of a club's sitemap: home, events on sale (or opening), packs on sale and the
 * subscription page when the club has the section.
 */
export function sitemapEntries(
  catalogue: { events: readonly EventCardData[]; packs: readonly PackCardData[] },
  subscriptionsEnabled: boolean,
): SitemapEntry[] {
  return [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    ...catalogue.events
      .filter((e) => LISTED_EVENT_STATES.has(e.saleState.kind))
      .map((e): SitemapEntry => ({ path: `/event/${e.id}`, changeFrequency: 'daily', priority: 0.8 })),
    ...catalogue.packs
      .filter((p) => p.onSale && (p.type === 'PACK' || subscriptionsEnabled))
      .map((p): SitemapEntry => ({ path: `/pack/${p.id}`, changeFrequency: 'weekly', priority: 0.6 })),
    ...(subscriptionsEnabled
      ? [{ path: '/subscription', changeFrequency: 'weekly', priority: 0.6 } satisfies SitemapEntry]
      : []),
  ];
}
