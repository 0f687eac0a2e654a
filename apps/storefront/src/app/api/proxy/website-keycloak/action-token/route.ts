import { routeJson } from '@/features/api/route-contract';
import { RESEND_VERIFICATION } from '@/features/account/account-routes';
import { resendRequestSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { clientIp } from '@/features/account/client-ip';
import { identityApi } from '@/features/account/identity-api';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Sends the verification link again to the customer of the "verification e-mail sent" page.
 * Always answers the same, whether the id is unknown or already verified (nothing to learn here).
 */
export async function POST(request: Request) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, resendRequestSchema);
  if ('response' in body) return body.response;
  const api = identityApi(found.tenant.slug, { clientAddress: clientIp(request.headers) });
  const customer = await api.customer(body.data.customerId);
  if (!customer.ok) return failureResponse(customer.failure);
  if (customer.data) {
    const sent = await api.requestEmailVerification(customer.data.email);
    if (!sent.ok) return failureResponse(sent.failure);
  }
  return routeJson(RESEND_VERIFICATION, { ok: true });
}
