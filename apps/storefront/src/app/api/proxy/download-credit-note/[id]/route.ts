import { fileRoute } from '@/features/my-orders/my-orders-route';

/**
 * `/api/proxy/download-credit-note/{id}` (docs/product.md#credit-notes): a credit note PDF of the
 * logged-in customer.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return fileRoute((await params).id, (id) => `/credit-notes/${id}.pdf`);
}
