import type { WebhookEventType } from '@stadio/graphql/resolvers-types';

/** The events a club's endpoints can receive, as their `type` reads (docs/integrations.md#webhooks). */
export const WEBHOOK_EVENT_TYPES = [
  'order.confirmed',
  'order.cancelled',
  'order.refunded',
  'ticket.transferred',
  'ticket.resold',
  'entry.recorded',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The GraphQL enum value of an event type (order.confirmed ↔ ORDER_CONFIRMED). */
export const toGqlEvent = (type: string): WebhookEventType =>
  type.replace('.', '_').toUpperCase() as WebhookEventType;

export const fromGqlEvent = (value: WebhookEventType): WebhookEvent =>
  value.toLowerCase().replace('_', '.') as WebhookEvent;
