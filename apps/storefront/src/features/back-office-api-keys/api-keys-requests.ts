import { z } from 'zod';

/* Bodies of the API keys routes (api-keys-routes.ts): shapes only; the API checks the rules. */

/** POST /api/staff/api-keys */
export const apiKeyCreateRequest = z.object({ name: z.string().max(200) });
/** POST /api/staff/api-keys/revoke */
export const apiKeyRevokeRequest = z.object({ id: z.uuid() });
