import { fileRoute } from '@/features/my-orders/my-orders-route';

/** The e-ticket PDF of one ticket of the logged-in customer. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return fileRoute((await params).id, (id) => `/tickets/${id}.pdf`);
}
