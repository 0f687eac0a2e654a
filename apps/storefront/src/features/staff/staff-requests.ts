import { z } from 'zod';

/*
 * Bodies of the staff routes (staff-routes.ts), read by their handlers; the browser only gets
 * their input types.
 */

/** POST /api/staff/login */
export const staffLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** POST /api/staff/orders/cancel and /api/staff/orders/resend-tickets */
export const staffOrderRequestSchema = z.object({ orderId: z.string().trim().min(1).max(100) });
