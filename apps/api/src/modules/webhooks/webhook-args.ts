import type { WebhookEventType } from '@stadio/graphql/resolvers-types';
import { z } from 'zod';
import { badWebhookInput } from './webhook-errors';
import { toGqlEvent, WEBHOOK_EVENT_TYPES } from './webhook-event-types';
import { webhookUrlProblem } from './webhook-url';

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = z.uuid('must be the id of a webhook endpoint');
/** The GraphQL values of the events (ORDER_CONFIRMED…), from the one list of webhook-event-types.ts. */
const EVENT_VALUES = WEBHOOK_EVENT_TYPES.map(toGqlEvent) as [WebhookEventType, ...WebhookEventType[]];

/** The endpoint fields; the URL's rules depend on where the API runs (webhook-url.ts). */
const endpointInput = (allowLoopbackHttp: boolean) =>
  z.object({
    url: z
      .string()
      .trim()
      .max(2_000, 'must be at most 2000 characters')
      .superRefine((value, context) => {
        const problem = webhookUrlProblem(value, allowLoopbackHttp);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    description: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
    events: z
      .array(z.enum(EVENT_VALUES, 'must be an event type'))
      .min(1, 'choose at least one event')
      .transform((events) => [...new Set(events)]),
  });

export const sessionArgs = z.object({ session });
export const idArgs = z.object({ session, id });
export const deliveriesArgs = z.object({ session, endpointId: id });
export const enabledArgs = z.object({ session, id, enabled: z.boolean() });
export const resendArgs = z.object({ session, deliveryId: z.uuid('must be the id of a delivery') });
export const createArgs = (loopback: boolean) => z.object({ session, input: endpointInput(loopback) });
export const updateArgs = (loopback: boolean) => z.object({ session, id, input: endpointInput(loopback) });

/** Parses arguments, refusing with every issue and its field (BAD_USER_INPUT, a 400 at the BFF). */
export function parseWebhookArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badWebhookInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
