import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhooks-events';

/* Bodies of the webhooks routes (webhooks-routes.ts): shapes only; the API checks the rules (the URL's among them). */

/** POST /api/staff/webhooks/endpoints */
export const createEndpointRequest = z.object({
  url: z.string().max(2_000),
  description: z.string().max(200).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length),
});
/** POST /api/staff/webhooks/endpoint */
export const endpointActionRequest = z.object({
  id: z.uuid(),
  action: z.enum(['enable', 'disable', 'rotate', 'delete']),
});
/** POST /api/staff/webhooks/resend */
export const resendRequest = z.object({ deliveryId: z.uuid() });
