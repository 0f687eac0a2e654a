import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import {
  activeArgs,
  batchArgs,
  batchIdArgs,
  createArgs,
  idArgs,
  listArgs,
  parsePromoArgs,
  sessionArgs,
  updateArgs,
} from './promo-admin-args';
import {
  createPromoBatch,
  createPromoCode,
  listPromoBatches,
  listPromoCodes,
  loadPromoBatch,
  loadPromoCode,
  promoOptions,
  setPromoCodeActive,
  updatePromoCode,
  type PromoScope,
} from './promo-admin';

function scopeOf(context: ApiContext): PromoScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

/**
 * This back-office area's operations (packages/graphql/schema/back-office-promo.graphql): the
 * club's promo codes, PROMO_VIEW to read and PROMO_EDIT to change (docs/staff-roles.md). The
 * session and role are checked before the arguments' rules, so a refused role learns nothing.
 */
export const backOfficePromoResolvers: Resolvers<ApiContext> = {
  Query: {
    backOfficePromoCodes: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs.passthrough(), args);
      await requireStaff(context.db, context.tenant.slug, session, 'PROMO_VIEW');
      const { state, search } = parsePromoArgs(listArgs, args);
      return listPromoCodes(scopeOf(context), { state, search });
    },
    backOfficePromoCode: async (_parent, args, context) => {
      const { session, id } = parsePromoArgs(idArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'PROMO_VIEW');
      return loadPromoCode(scopeOf(context), id);
    },
    backOfficePromoBatches: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'PROMO_VIEW');
      return listPromoBatches(scopeOf(context));
    },
    backOfficePromoBatch: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'PROMO_EDIT');
      const { id } = parsePromoArgs(batchIdArgs, args);
      return loadPromoBatch(scopeOf(context), id);
    },
    backOfficePromoOptions: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'PROMO_VIEW');
      return promoOptions(scopeOf(context));
    },
  },
  Mutation: {
    backOfficeCreatePromoCode: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'PROMO_EDIT');
      const { input } = parsePromoArgs(createArgs, args);
      return createPromoCode(scopeOf(context), staff, input);
    },
    backOfficeCreatePromoBatch: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'PROMO_EDIT');
      const { input } = parsePromoArgs(batchArgs, args);
      return createPromoBatch(scopeOf(context), staff, input);
    },
    backOfficeUpdatePromoCode: async (_parent, args, context) => {
      const { session } = parsePromoArgs(sessionArgs.passthrough(), args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'PROMO_EDIT');
      const { id, input } = parsePromoArgs(updateArgs, args);
      return updatePromoCode(scopeOf(context), staff, id, input);
    },
    backOfficeSetPromoCodeActive: async (_parent, args, context) => {
      const { session, id, active } = parsePromoArgs(activeArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session, 'PROMO_EDIT');
      return setPromoCodeActive(scopeOf(context), staff, id, active);
    },
  },
};
