import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { apiKeyCreateRequest, apiKeyRevokeRequest } from './api-keys-requests';

// The API keys routes of the BFF (docs/staff-roles.md, INTEGRATIONS_MANAGE); refusals are api-keys-error.ts's.

export interface ApiKeyAnswer {
  id: string;
  name: string;
  prefix: string;
}

/** Makes a key: the whole key (`secret`) is in this answer only. */
export const API_KEY_CREATE = defineRoute<
  z.input<typeof apiKeyCreateRequest>,
  { apiKey: ApiKeyAnswer; secret: string }
>('/api/staff/api-keys');
export const API_KEY_REVOKE = defineRoute<z.input<typeof apiKeyRevokeRequest>, ApiKeyAnswer>(
  '/api/staff/api-keys/revoke',
);
