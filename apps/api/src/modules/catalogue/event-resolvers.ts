import { arenaInContext } from './arena-resolvers';
import { eventsArgs } from './catalogue-args';
import { catalogueLoaders } from './catalogue-loaders';
import { eventStatus, isEarlyBirdOnly } from './event-status';
import { parseArgs } from './parse-args';
import type { CatalogueQueryResolvers, ObjectResolvers } from './resolver-types';
import { publicChannel } from './sale-channel';
import { waitingRoomLoader } from '../waiting-room/waiting-room-loader';

/** `Query.events`: the club's events, soonest first. */
export const eventQueryResolvers = {
  events: (_parent, args, context) => {
    const { eventIds } = parseArgs(eventsArgs, args);
    return catalogueLoaders(context).listEvents(eventIds ?? undefined);
  },
} satisfies CatalogueQueryResolvers;

/**
 * `Event`: status from the request's clock, figures from the event's offers (batched across events);
 * sold out and lowest price need no seat counts, so only `availability` pays for them.
 */
export const eventResolvers: ObjectResolvers<'Event'> = {
  status: (event, _args, context) => eventStatus(event, context.now()),
  isEarlyBirdOnly: (event, _args, context) => isEarlyBirdOnly(event, context.now()),
  publicOpeningDatetime: (event) => publicChannel(event.channelConfigurations)?.openingDatetime ?? null,
  isSoldOut: async (event, _args, context) =>
    (await catalogueLoaders(context).eventHeadlines.load(event.id)).isSoldOut,
  minPrice: async (event, _args, context) =>
    (await catalogueLoaders(context).eventHeadlines.load(event.id)).minPrice,
  availability: async (event, _args, context) =>
    (await catalogueLoaders(context).eventSummaries.load(event.id)).availability,
  arena: (event, _args, context) => arenaInContext(context, event.arenaId, { kind: 'event', id: event.id }),
  homeTeam: (event, _args, context) =>
    event.homeTeamId ? catalogueLoaders(context).teams.load(event.homeTeamId) : null,
  opponent: (event, _args, context) =>
    event.opponentId ? catalogueLoaders(context).teams.load(event.opponentId) : null,
  competition: (event, _args, context) =>
    event.competitionId ? catalogueLoaders(context).competitions.load(event.competitionId) : null,
  waitingRoom: (event, _args, context) => waitingRoomLoader(context).load(event.id),
};
