import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { BlockAnswer, blockRequestSchema } from './block-request';

/**
 * The seats and resale offers of one block of an event or pack (docs/product.md#block-loading).
 * Type-only imports: the schemas come with the first block, not with the page (ADR 0017).
 */
export const BLOCK = defineRoute<z.input<typeof blockRequestSchema>, BlockAnswer>('/api/block');
