import { orderFileRoute } from '@/features/back-office-counter/order-file-route';

/** The invoice of one order of this club (it names the payment type), to print at the counter. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return orderFileRoute((await params).id, 'invoice.pdf');
}
