import { fileRoute } from '@/features/my-orders/my-orders-route';

/**
 * `/api/proxy/download-bill/{id}` (docs/product.md#tickets): the invoice PDF of an order of the logged-in
 * customer.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return fileRoute((await params).id, (id) => `/orders/${id}/invoice.pdf`);
}
