import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';

/** This back-office area's operations (packages/graphql/schema/back-office-promo.graphql). */
export const backOfficePromoResolvers: Resolvers<ApiContext> = {};
