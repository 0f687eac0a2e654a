import { routeJson } from '@/features/api/route-contract';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { counterSellRequestSchema } from '@/features/back-office-counter/counter-requests';
import { COUNTER_SELL } from '@/features/back-office-counter/counter-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** The ticket office sells seats at the counter: held, confirmed and paid at once (docs/staff-roles.md). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, counterSellRequestSchema);
  if ('response' in body) return body.response;
  const result = await counterApi(found.tenantSlug).sell(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  const sale = result.data;
  return routeJson(COUNTER_SELL, {
    orderId: sale.orderId,
    totalAmount: sale.totalAmount,
    paymentType: sale.paymentType,
    ticketIds: [...sale.ticketIds],
    customerEmail: sale.customerEmail,
    ticketsEmailed: sale.ticketsEmailed,
  });
}
