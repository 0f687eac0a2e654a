import type * as Gql from '@stadio/graphql/resolvers-types';
import type { GraphQLResolveInfo } from 'graphql';
import type { ApiContext } from '../../graphql/api-context';
import type {
  ArenaModel,
  BlockModel,
  BreakdownModel,
  EventModel,
  PackModel,
  StandModel,
} from './catalogue-models';

/*
 * The generated resolver types expect every object to be returned whole (codegen has no mappers),
 * which would force loading an arena's 30,000 seats to list events. These types let catalogue
 * resolvers return models instead and still check every field against schema.graphql.
 */

/** The model each mapped GraphQL object type is resolved from. */
interface Models {
  Event: EventModel;
  Arena: ArenaModel;
  Stand: StandModel;
  Block: BlockModel;
  CampaignPack: PackModel;
  CampaignPackBreakdown: BreakdownModel;
}

type MappedName = keyof Models;

type ModelOf<T> = T extends { __typename?: infer N }
  ? NonNullable<N> extends MappedName
    ? Models[NonNullable<N>]
    : T
  : T;

/** What a resolver may return for a value of GraphQL output type `T`: mapped objects become models. */
export type Output<T> = T extends readonly (infer U)[]
  ? Output<U>[]
  : T extends null | undefined
    ? T
    : ModelOf<T>;

type Resolve<TParent, TResult, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: ApiContext,
  info: GraphQLResolveInfo,
) => Output<TResult> | Promise<Output<TResult>>;

type Fields<N extends MappedName> = Omit<Gql.ResolversParentTypes[N], '__typename'>;
type Missing<N extends MappedName> = Exclude<keyof Fields<N>, keyof Models[N]>;

/** Field resolvers of a mapped type: required for fields its model lacks, optional for the others. */
export type ObjectResolvers<N extends MappedName> = {
  [K in Missing<N>]-?: FieldResolver<N, K>;
} & {
  [K in Exclude<keyof Fields<N>, Missing<N>>]?: FieldResolver<N, K>;
};
type FieldResolver<N extends MappedName, K> = Resolve<
  Models[N],
  Fields<N>[K & keyof Fields<N>],
  Record<string, never>
>;

type ArgsOf<R> = Parameters<Extract<NonNullable<R>, (...args: never[]) => unknown>>[1];
type CatalogueQueryField = Exclude<
  keyof Gql.Query,
  | '__typename'
  | 'health'
  | 'tenant'
  | 'customer'
  | 'sessionEpoch'
  | 'showMyOrders'
  | 'ancillaryOffers'
  // Promo codes and payments have their own modules (docs/product.md#promo-codes, #payments).
  | 'promoCodes'
  | 'evaluatePromoCodes'
  | 'paymentOptions'
  | 'orderValidation'
  // Tickets and delivery have their own module (docs/product.md#tickets).
  | 'myTickets'
  | 'ticketVerificationKey'
  | 'verifyTicketToken'
  // Club staff have their own module (docs/staff-roles.md).
  | 'staffMe'
  | 'staffOrders'
  | 'staffOrder'
  | 'myCancelledOrders'
  // Order anomalies too (docs/product.md#order-anomalies).
  | 'staffAnomalies'
  // And gate scanning (docs/product.md#gate-scanning).
  | 'staffGateEvents'
  | 'staffGateList'
  | 'staffGateTicket'
  // Promo codes in the back office (packages/graphql/schema/back-office-promo.graphql).
  | 'backOfficePromoCodes'
  | 'backOfficePromoCode'
  | 'backOfficePromoBatches'
  | 'backOfficePromoBatch'
  | 'backOfficePromoOptions'
  // Closed seats and cancelling a match (packages/graphql/schema/season-seats.graphql).
  | 'seasonSeatsOverview'
  | 'seasonBlockSeats'
  | 'seasonEventCancellation'
  // The season in the back office (packages/graphql/schema/season.graphql).
  | 'staffSeason'
  | 'staffSeasonMatch'
  | 'staffSeasonPacks'
  // The club's staff accounts and audit log (packages/graphql/schema/team.graphql).
  | 'teamOverview'
  | 'teamAuditLog'
  | 'teamAuditActions'
  | 'staffOwnAccount'
  | 'staffInvitation'
  // The ticket office counter (packages/graphql/schema/counter.graphql).
  | 'counterEvents'
  | 'counterEvent'
  | 'counterBlockSeats'
  | 'counterCustomer'
  | 'myRefundedTickets'
  | 'staffSearchEvents'
  // Credit notes (packages/graphql/schema/refunds.graphql).
  | 'myCreditNotes'
  // Resale payouts (packages/graphql/schema/payouts.graphql).
  | 'backOfficePayouts'
  | 'backOfficePayoutBatchFile'
  // The read API's keys (packages/graphql/schema/api-keys.graphql).
  | 'backOfficeApiKeys'
  // The sales dashboard (packages/graphql/schema/dashboard.graphql).
  | 'backOfficeDashboard'
  // Outgoing webhooks (packages/graphql/schema/webhooks.graphql).
  | 'backOfficeWebhookEndpoints'
  | 'backOfficeWebhookDeliveries'
>;

/** Query fields of the catalogue, each taking the generated argument type. */
export type CatalogueQueryResolvers = {
  [K in CatalogueQueryField]?: Resolve<unknown, Gql.Query[K], ArgsOf<Gql.QueryResolvers<ApiContext>[K]>>;
};

// A model field the default resolver serves must already have the GraphQL shape: this type fails
// to compile otherwise.
type ModelFits<N extends MappedName> = Models[N] extends {
  [K in keyof Models[N] & keyof Fields<N>]: Output<Fields<N>[K]>;
}
  ? true
  : false;
type Assert<T extends true> = T;
/** Compile-time check that every model fits its GraphQL type. */
export type ModelsFitTheSchema = [
  Assert<ModelFits<'Event'>>,
  Assert<ModelFits<'Arena'>>,
  Assert<ModelFits<'Stand'>>,
  Assert<ModelFits<'Block'>>,
  Assert<ModelFits<'CampaignPack'>>,
  Assert<ModelFits<'CampaignPackBreakdown'>>,
];
