import { fileRoute } from '@/features/my-orders/my-orders-route';

/** Every e-ticket of one order of the logged-in customer, one page each. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return fileRoute((await params).id, (id) => `/orders/${id}/tickets.pdf`);
}
