import type DataLoader from 'dataloader';
import type { ApiContext } from '../../graphql/api-context';
import { createBlockSummaryLoaders } from './block-summary-loaders';
import { localeOf } from './catalogue-names';
import { createEventLoaders, type EventLoaders } from './event-loaders';
import { createPackLoaders, type PackLoaders } from './pack-loaders';
import type { BlockSummary } from './offer-summary';
import { createSeatLoaders, type SeatLoader } from './seat-loaders';
import type { SaleContext } from './catalogue-models';
import { createVenueLoaders, type VenueLoaders } from './venue-loaders';

/** Every catalogue loader of one request. */
export interface CatalogueLoaders extends VenueLoaders, EventLoaders, PackLoaders {
  blockSeats(context: SaleContext): SeatLoader;
  /** Figures of blocks asked for by id (see {@link createBlockSummaryLoaders}). */
  blockSummaries(context: NonNullable<SaleContext>): DataLoader<string, BlockSummary>;
}

// Keyed by the resolver context, which lives exactly as long as its request: loaders (and what they
// cache) never outlive it, so one request never sees another's stock, nor another tenant's rows.
const perRequest = new WeakMap<ApiContext, CatalogueLoaders>();

/** The request's catalogue loaders, created on first use. */
export function catalogueLoaders(context: ApiContext): CatalogueLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const { db } = context;
    const tenantId = context.tenant.slug;
    const locale = localeOf(context);
    const venues = createVenueLoaders(db, tenantId, locale);
    const events = createEventLoaders(db, tenantId, locale, venues);
    const packs = createPackLoaders(db, tenantId, locale, venues);
    loaders = {
      ...venues,
      ...events,
      ...packs,
      blockSeats: createSeatLoaders(db, tenantId, locale, { ...events, ...packs }),
      blockSummaries: createBlockSummaryLoaders({ ...events, ...packs }),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
