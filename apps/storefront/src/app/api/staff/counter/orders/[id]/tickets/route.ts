import { orderFileRoute } from '@/features/back-office-counter/order-file-route';

/** Every ticket of one order of this club as one PDF, to print at the counter. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return orderFileRoute((await params).id, 'tickets.pdf');
}
