import { z } from 'zod';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { readJsonBody } from '@/lib/read-json-body';

const bodySchema = z.object({
  ticketIds: z
    .array(z.string().regex(/^[\w-]{1,100}$/))
    .min(1)
    .max(50),
});

/**
 * `/api/google-wallet` (docs/product.md#tickets): a "save to Google Wallet" link for tickets of the logged-in
 * customer.
 */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, bodySchema);
  if ('response' in body) return body.response;
  const token = await route.api.walletToken('GOOGLE', body.data.ticketIds);
  if (!token.ok) return ticketFailureResponse(token.failure);
  return Response.json(
    { saveUrl: token.data.saveUrl, token: token.data.token },
    { headers: { 'cache-control': 'no-store' } },
  );
}
