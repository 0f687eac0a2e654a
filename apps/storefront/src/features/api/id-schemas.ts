import { z } from 'zod';
import { ID_PATTERN } from './ids';

/** An id of the API in a route's body, as ids.ts says. */
export const idSchema = z.string().regex(ID_PATTERN);

/**
 * An id in the body of the order, promo and block routes, bounded only (trimmed, 1 to 100
 * characters): the API says whether it exists.
 */
export const boundedIdSchema = z.string().trim().min(1).max(100);
