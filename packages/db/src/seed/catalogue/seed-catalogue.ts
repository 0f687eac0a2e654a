import type { Tenant, TenantRegistry } from '@stadio/tenants';
import type { DbExecutor } from '../../client';
import {
  campaignPackEvents,
  campaignPacks,
  competitions,
  eventChannelConfigurations,
  eventPrices,
  events,
  packChannelConfigurations,
  packPrices,
  products,
  saleChannels,
  teams,
} from '../../schema';
import { upsertRows } from '../upsert-rows';
import { planCatalogue } from './catalogue-plan';
import { profileForTenant } from './profile-for-tenant';
import { writeParking } from './write-parking';
import { writeResale } from './write-resale';
import { writeStock } from './write-stock';
import { writeVenue } from './write-venue';

/** What the catalogue seed holds for one club, and what this run added to the stock. */
export interface CatalogueSeedReport {
  tenant: string;
  arena: string;
  blocks: number;
  seats: number;
  standingPlaces: number;
  events: number;
  packs: number;
  /** Rows added by this run (0 on a re-run: existing stock is never rewritten). */
  eventSeatsAdded: number;
  resaleListingsAdded: number;
  parkingProductsAdded: number;
}

const BY_ID = { key: ['tenantId', 'id'] as const, onConflict: 'update' as const };

/** Seeds one club's demo catalogue as of `now` (see planCatalogue), idempotently. */
export async function seedClubCatalogue(
  db: DbExecutor,
  tenant: Tenant,
  now: Date,
): Promise<CatalogueSeedReport> {
  const profile = profileForTenant(tenant);
  const plan = planCatalogue(tenant, profile, now);
  const tenantId = tenant.slug;
  await upsertRows(db, saleChannels, plan.saleChannels, BY_ID);
  await writeVenue(db, tenantId, plan.venue);
  await upsertRows(db, products, plan.products, BY_ID);
  await upsertRows(db, teams, plan.teams, BY_ID);
  await upsertRows(db, competitions, plan.competitions, BY_ID);
  await upsertRows(db, events, plan.events, BY_ID);
  await upsertRows(db, eventChannelConfigurations, plan.channelConfigurations, {
    key: ['tenantId', 'eventId', 'saleChannelId'],
    onConflict: 'update',
  });
  await upsertRows(db, eventPrices, plan.eventPrices, {
    key: ['tenantId', 'eventId', 'categoryId', 'productId'],
    onConflict: 'update',
  });
  const stock = await writeStock(db, tenantId, plan);
  const resale = await writeResale(db, tenantId, plan, profile.resaleDescription);
  const parkings = await writeParking(db, tenantId, tenant.locales, profile, plan.schedule);
  await upsertRows(db, campaignPacks, plan.packs, BY_ID);
  await upsertRows(db, campaignPackEvents, plan.packEvents, {
    key: ['tenantId', 'packId', 'eventId'],
    onConflict: 'nothing',
  });
  await upsertRows(db, packChannelConfigurations, plan.packChannelConfigurations, {
    key: ['tenantId', 'packId', 'saleChannelId'],
    onConflict: 'update',
  });
  await upsertRows(db, packPrices, plan.packPrices, {
    key: ['tenantId', 'packId', 'categoryId', 'productId'],
    onConflict: 'update',
  });
  return {
    tenant: tenantId,
    arena: plan.venue.arena.id,
    blocks: plan.venue.blocks.length,
    seats: plan.venue.seats.length,
    standingPlaces: plan.venue.blocks.filter((b) => b.isOpenSeating).reduce((sum, b) => sum + b.capacity, 0),
    events: plan.events.length,
    packs: plan.packs.length,
    eventSeatsAdded: stock.eventSeats,
    resaleListingsAdded: resale,
    parkingProductsAdded: parkings,
  };
}

/**
 * Gives every club of the registry a demo catalogue (venue, products, teams, matches in every sale
 * state, packs), with dates relative to `now` so the shop always has upcoming matches. Safe to run
 * on every start: rows are upserted, stock and resale listings only ever added.
 */
export async function seedCatalogue(
  db: DbExecutor,
  registry: TenantRegistry,
  now = new Date(),
): Promise<CatalogueSeedReport[]> {
  const reports: CatalogueSeedReport[] = [];
  for (const tenant of registry.tenants) reports.push(await seedClubCatalogue(db, tenant, now));
  return reports;
}
