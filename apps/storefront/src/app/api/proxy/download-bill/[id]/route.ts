import { fileRoute } from '@/features/my-orders/my-orders-route';

/** Spec section 7, `/api/proxy/download-bill/{id}`: the invoice PDF of an order of the logged-in customer. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return fileRoute((await params).id, (id) => `/orders/${id}/invoice.pdf`);
}
