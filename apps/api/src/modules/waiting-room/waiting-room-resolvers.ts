import type { Resolvers } from '@stadio/graphql/resolvers-types';
import { z } from 'zod';
import type { ApiContext } from '../../graphql/api-context';
import { parseArgs } from '../catalogue/parse-args';
import { orderScope } from '../orders/order-scope';
import { joinWaitingRoom } from './join-waiting-room';
import { visitorIdSchema } from './visitor-id';

const joinArgs = z.object({
  eventId: z.string().trim().min(1).max(100),
  visitorId: visitorIdSchema,
  rejoin: z.boolean().nullish(),
});

/** The waiting room section of schema.graphql (ADR 0014); `Event.waitingRoom` is resolved with the event. */
export const waitingRoomResolvers: Resolvers<ApiContext> = {
  Mutation: {
    joinWaitingRoom: (_parent, args, context) => {
      const parsed = parseArgs(joinArgs, args);
      return joinWaitingRoom(orderScope(context), { ...parsed, rejoin: parsed.rejoin ?? false });
    },
  },
};
