import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { requireStaff } from '../staff/staff-scope';
import {
  parseSeasonArgs,
  seasonEditArgs,
  seasonFilterArgs,
  seasonMatchArgs,
  seasonSessionArgs,
} from './season-args';
import { seasonEdits, type EditScope } from './season-edits';
import { loadSeason, loadSeasonMatch, loadSeasonPacks, type SeasonScope } from './season-reads';

const scopeOf = (context: ApiContext): SeasonScope => ({
  db: context.db,
  tenant: context.tenant,
  now: context.now(),
  locale: context.locale,
});

/** A SEASON_EDIT member's scope, checked before anything is read. */
async function editScope(context: ApiContext, args: unknown): Promise<EditScope> {
  const { session } = parseSeasonArgs(seasonEditArgs, args);
  const staff = await requireStaff(context.db, context.tenant.slug, session, 'SEASON_EDIT');
  return { ...scopeOf(context), staff, logger: context.logger };
}

const texts = (list: ReadonlyArray<{ locale: string; text: string }>) =>
  Object.fromEntries(list.map((t) => [t.locale, t.text]));

/** This back-office area's operations (packages/graphql/schema/season.graphql, ADR 0047). */
export const seasonResolvers: Resolvers<ApiContext> = {
  Query: {
    staffSeason: async (_parent, args, context) => {
      const { session, filter } = parseSeasonArgs(seasonFilterArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'SEASON_VIEW');
      return loadSeason(scopeOf(context), filter);
    },
    staffSeasonMatch: async (_parent, args, context) => {
      const { session, eventId } = parseSeasonArgs(seasonMatchArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'SEASON_VIEW');
      return loadSeasonMatch(scopeOf(context), eventId);
    },
    staffSeasonPacks: async (_parent, args, context) => {
      const { session } = parseSeasonArgs(seasonSessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'SEASON_VIEW');
      return loadSeasonPacks(scopeOf(context));
    },
  },
  Mutation: {
    staffCreateMatch: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      const created = await seasonEdits.createMatch(scope, args.input);
      return loadSeasonMatch(scopeOf(context), created.targetId);
    },
    staffUpdateMatchDetails: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      await seasonEdits.details(scope, {
        eventId: args.eventId,
        description: texts(args.description),
        kickOff: args.kickOff,
      });
      return loadSeasonMatch(scopeOf(context), args.eventId);
    },
    staffUpdateSaleWindows: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      await seasonEdits.saleWindows(scope, { eventId: args.eventId, windows: args.windows });
      return loadSeasonMatch(scopeOf(context), args.eventId);
    },
    staffSetSaleOpen: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      await seasonEdits.saleStatus(scope, { eventId: args.eventId, status: args.open ? 'opened' : 'closed' });
      return loadSeasonMatch(scopeOf(context), args.eventId);
    },
    staffSetMatchPrices: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      await seasonEdits.prices(scope, {
        eventId: args.eventId,
        prices: args.prices.map((p) => ({ ...p, priceCents: p.priceCents ?? null })),
      });
      return loadSeasonMatch(scopeOf(context), args.eventId);
    },
    staffUpdatePack: async (_parent, args, context) => {
      const scope = await editScope(context, args);
      await seasonEdits.pack(scope, {
        packId: args.packId,
        eventIds: args.eventIds,
        prices: args.prices.map((p) => ({ ...p, priceCents: p.priceCents ?? null })),
      });
      const packs = await loadSeasonPacks(scopeOf(context));
      return packs.packs.find((p) => p.id === args.packId)!;
    },
  },
};
