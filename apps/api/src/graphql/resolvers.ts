import { anomalyResolvers } from '../modules/anomalies/anomaly-resolvers';
import { apiKeysResolvers } from '../modules/api-keys/api-keys-resolvers';
import { backOfficePromoResolvers } from '../modules/back-office-promo/back-office-promo-resolvers';
import { catalogueResolvers } from '../modules/catalogue/catalogue-resolvers';
import { counterResolvers } from '../modules/counter/counter-resolvers';
import { dashboardResolvers } from '../modules/dashboard/dashboard-resolvers';
import { gateResolvers } from '../modules/gate/gate-resolvers';
import { healthResolvers } from '../modules/health/health-resolvers';
import { identityResolvers } from '../modules/identity/identity-resolvers';
import { ordersResolvers } from '../modules/orders/orders-resolvers';
import { paymentsResolvers } from '../modules/payments/payments-resolvers';
import { payoutsResolvers } from '../modules/payouts/payouts-resolvers';
import { promoResolvers } from '../modules/promo/promo-resolvers';
import { refundsResolvers } from '../modules/refunds/refunds-resolvers';
import { resaleResolvers } from '../modules/resale/resale-resolvers';
import { seasonResolvers } from '../modules/season/season-resolvers';
import { seasonSeatsResolvers } from '../modules/season-seats/season-seats-resolvers';
import { staffResolvers } from '../modules/staff/staff-resolvers';
import { teamResolvers } from '../modules/team/team-resolvers';
import { tenantResolvers } from '../modules/tenancy/tenant-resolvers';
import { ticketsResolvers } from '../modules/tickets/tickets-resolvers';
import { transfersResolvers } from '../modules/transfers/transfers-resolvers';
import { waitingRoomResolvers } from '../modules/waiting-room/waiting-room-resolvers';
import { webhooksResolvers } from '../modules/webhooks/webhooks-resolvers';
import { mergeResolvers } from './merge-resolvers';

/** Every module's resolvers; add a module's map here when it adds fields to schema.graphql. */
export const resolvers = mergeResolvers([
  healthResolvers,
  tenantResolvers,
  catalogueResolvers,
  identityResolvers,
  ordersResolvers,
  ticketsResolvers,
  paymentsResolvers,
  promoResolvers,
  waitingRoomResolvers,
  transfersResolvers,
  resaleResolvers,
  staffResolvers,
  anomalyResolvers,
  gateResolvers,
  // The back office (ADR 0046): packages/graphql/schema/<area>.graphql.
  seasonResolvers,
  seasonSeatsResolvers,
  backOfficePromoResolvers,
  counterResolvers,
  teamResolvers,
  refundsResolvers,
  payoutsResolvers,
  webhooksResolvers,
  dashboardResolvers,
  apiKeysResolvers,
]);
