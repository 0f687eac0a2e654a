import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { OrderStatus, PaymentType } from '@/gql/graphql';
import type {
  counterCustomerRequestSchema,
  counterRefundRequestSchema,
  counterSeatsRequestSchema,
  counterSellRequestSchema,
} from './counter-requests';

// The counter's routes of the BFF (docs/staff-roles.md): bodies from the zod schemas their
// handlers read them with, answers as the handlers send them. Type-only imports: the browser gets
// the paths, not zod.

/** A seat as the counter's seat map draws it. */
export interface CounterSeatView {
  id: string;
  blockId: string;
  row: number;
  column: number;
  rowName: string;
  seatNumber: string;
  x: number;
  y: number;
  isAccessible: boolean;
  isRestrictedView: boolean;
  categoryId: string;
  categoryName: string;
  available: boolean;
}

export const COUNTER_SEATS = defineRoute<
  z.input<typeof counterSeatsRequestSchema>,
  { seats: CounterSeatView[] }
>('/api/staff/counter/seats');

export const COUNTER_CUSTOMER = defineRoute<
  z.input<typeof counterCustomerRequestSchema>,
  { customer: { email: string; firstName: string | null; lastName: string | null } | null }
>('/api/staff/counter/customer');

/** What a counter sale answers. */
export interface CounterSaleOutcome {
  orderId: string;
  totalAmount: number;
  paymentType: PaymentType;
  ticketIds: string[];
  customerEmail: string;
  ticketsEmailed: boolean;
}

export const COUNTER_SELL = defineRoute<z.input<typeof counterSellRequestSchema>, CounterSaleOutcome>(
  '/api/staff/counter/sell',
);

export const COUNTER_REFUND = defineRoute<
  z.input<typeof counterRefundRequestSchema>,
  { orderId: string; status: OrderStatus }
>('/api/staff/counter/refund');

/** The printable tickets and the invoice of an order, for the ticket office (GET, a PDF). */
export const counterTicketsPdfPath = (orderId: string) =>
  `/api/staff/counter/orders/${encodeURIComponent(orderId)}/tickets`;
export const counterInvoicePdfPath = (orderId: string) =>
  `/api/staff/counter/orders/${encodeURIComponent(orderId)}/invoice`;
