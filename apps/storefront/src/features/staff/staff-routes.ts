import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { OrderStatus, StaffRole } from '@/gql/graphql';
import type { staffLoginRequestSchema, staffOrderRequestSchema } from './staff-requests';

// The staff routes of the BFF (docs/staff-roles.md): bodies from the zod schemas their handlers
// read them with, answers as the handlers send them; refusals are staff-error.ts's. Type-only
// imports: the browser gets the paths, not zod.

export const STAFF_LOGIN = defineRoute<
  z.input<typeof staffLoginRequestSchema>,
  { staff: { email: string; role: StaffRole } }
>('/api/staff/login');

/** Ends every session of the staff member, this browser's cookie included. */
export const STAFF_LOGOUT = defineRoute<undefined, { ok: true }>('/api/staff/logout');

/** What an order action answers: the order's state after it. */
export interface StaffOrderOutcome {
  orderId: string;
  status: OrderStatus;
  customerEmail: string;
}

export const STAFF_CANCEL_ORDER = defineRoute<z.input<typeof staffOrderRequestSchema>, StaffOrderOutcome>(
  '/api/staff/orders/cancel',
);

export const STAFF_RESEND_TICKETS = defineRoute<z.input<typeof staffOrderRequestSchema>, StaffOrderOutcome>(
  '/api/staff/orders/resend-tickets',
);
