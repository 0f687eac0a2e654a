import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { googleWalletRequestSchema } from '@/features/my-orders/my-orders-requests';
import { GOOGLE_WALLET } from '@/features/my-orders/my-orders-routes';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * `/api/google-wallet` (docs/product.md#tickets): a "save to Google Wallet" link for tickets of the logged-in
 * customer.
 */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, googleWalletRequestSchema);
  if ('response' in body) return body.response;
  const token = await route.api.walletToken('GOOGLE', body.data.ticketIds);
  if (!token.ok) return ticketFailureResponse(token.failure);
  return routeJson(GOOGLE_WALLET, { saveUrl: token.data.saveUrl, token: token.data.token });
}
