import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type DataLoader from 'dataloader';
import { loadActiveProducts } from './load-active-products';
import { EMPTY_PLAN, loadArenaPlans, type ArenaPlan } from './load-arena-plans';
import { loadArenas, type ArenaInfo } from './load-arenas';
import { loadCategories } from './load-categories';
import { loadCompetitions, loadTeams } from './load-teams';
import { mapLoader } from './map-loader';

/** Request-scoped loaders of venues and what events refer to (teams, competitions, products). */
export interface VenueLoaders {
  arenas: DataLoader<string, ArenaInfo | null>;
  plans: DataLoader<string, ArenaPlan>;
  /** Every category of an arena, inactive ones included. */
  categories: DataLoader<string, Gql.Category[]>;
  teams: DataLoader<string, Gql.Team | null>;
  competitions: DataLoader<string, Gql.Competition | null>;
  activeProducts(): Promise<Gql.Product[]>;
}

/** Loaders scoped to one tenant and one request, naming the catalogue in `locale`. */
export function createVenueLoaders(db: Database, tenantId: string, locale: string): VenueLoaders {
  let products: Promise<Gql.Product[]> | undefined;
  return {
    arenas: mapLoader((ids) => loadArenas(db, tenantId, ids, locale), null),
    plans: mapLoader((ids) => loadArenaPlans(db, tenantId, ids, locale), EMPTY_PLAN),
    categories: mapLoader((ids) => loadCategories(db, tenantId, ids, locale), []),
    teams: mapLoader((ids) => loadTeams(db, tenantId, ids, locale), null),
    competitions: mapLoader((ids) => loadCompetitions(db, tenantId, ids, locale), null),
    activeProducts: () => (products ??= loadActiveProducts(db, tenantId, locale)),
  };
}
