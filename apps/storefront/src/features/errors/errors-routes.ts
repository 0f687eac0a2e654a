import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { clientLogSchema } from './client-log-schema';

/** A render error of the browser for the server log; answered 204 without a body (docs/security.md). */
export const CLIENT_LOG = defineRoute<z.input<typeof clientLogSchema>, null>('/api/log');
