import type { WebhookEventType } from '@/gql/graphql';

/** The events an endpoint can choose, in the order the form lists them (docs/integrations.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'ORDER_CONFIRMED',
  'ORDER_CANCELLED',
  'ORDER_REFUNDED',
  'TICKET_TRANSFERRED',
  'TICKET_RESOLD',
  'ENTRY_RECORDED',
] as const satisfies readonly WebhookEventType[];

/** The event's name as receivers read it in `type` (ORDER_CONFIRMED → order.confirmed). */
export const eventTypeName = (event: WebhookEventType) => event.toLowerCase().replace('_', '.');
