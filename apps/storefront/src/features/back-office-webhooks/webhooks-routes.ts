import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { createEndpointRequest, endpointActionRequest, resendRequest } from './webhooks-requests';

// The webhooks routes of the BFF (docs/staff-roles.md, INTEGRATIONS_MANAGE); refusals are webhooks-error.ts's.

/** A secret is answered only when made (create, rotate): the page shows it once. */
export interface WebhookSecretAnswer {
  endpointId: string;
  secret: string | null;
}

export const WEBHOOK_CREATE = defineRoute<z.input<typeof createEndpointRequest>, WebhookSecretAnswer>(
  '/api/staff/webhooks/endpoints',
);
export const WEBHOOK_ACTION = defineRoute<z.input<typeof endpointActionRequest>, WebhookSecretAnswer>(
  '/api/staff/webhooks/endpoint',
);
export const WEBHOOK_RESEND = defineRoute<z.input<typeof resendRequest>, { deliveryId: string }>(
  '/api/staff/webhooks/resend',
);
