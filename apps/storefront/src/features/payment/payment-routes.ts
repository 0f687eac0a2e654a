import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { checkoutStartRequestSchema } from './payment-requests';

/**
 * Starts the payment (docs/product.md#payments): answers where to send the fan, the provider's
 * page, /validation or back to a step with the reason. Type-only imports: the page gets no zod.
 */
export const CHECKOUT_START = defineRoute<
  z.input<typeof checkoutStartRequestSchema>,
  { redirectUrl: string }
>('/api/checkout/start');
