export { seedCatalogue, seedClubCatalogue, type CatalogueSeedReport } from './seed-catalogue';
export {
  planCatalogue,
  DEMO_SOLD_ORDER,
  PRODUCT_IDS,
  WEB_CHANNEL,
  type CataloguePlan,
} from './catalogue-plan';
export { SCHEDULE, PACK_EVENTS, type DemoScenario, type ScheduledMatch } from './event-schedule';
export { profileForTenant } from './profile-for-tenant';
