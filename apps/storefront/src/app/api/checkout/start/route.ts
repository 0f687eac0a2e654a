import { cookies, headers } from 'next/headers';
import { busyResponse } from '@/features/api/busy';
import { routeJson } from '@/features/api/route-contract';

import { paymentApi } from '@/features/payment/payment-api';
import { checkoutStartRequestSchema } from '@/features/payment/payment-requests';
import { CHECKOUT_START } from '@/features/payment/payment-routes';
import { paymentFailurePath, summaryReturnPath, validationPath } from '@/features/payment/checkout-query';
import { TERMS_COOKIE, termsAcceptedFor } from '@/features/payment/terms-acceptance';
import { routeSessionCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';
import { requestOrigin } from '@/lib/request-origin';

/**
 * Starts the payment chosen on the payment type step (docs/product.md#payments): a POST from the
 * shop's own page (the proxy refuses other origins), never a page's address that a link elsewhere
 * could open. Answers where to send the fan: the provider's page, /validation for a free order,
 * the summary (terms not accepted, a code refused) or the step again with the failure.
 */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  // Where the provider sends the fan back. The proxy refuses a Host that is not a host before
  // this runs (docs/security.md#host-header).
  const origin = requestOrigin(await headers());
  if (!origin) return errorResponse(400, 'The Host header is not a host name.');
  const session = await routeSessionCustomer(tenant.slug);
  if ('busyFor' in session) return busyResponse(session.busyFor);
  const { customer } = session;
  if (!customer) return errorResponse(401, 'Log in first.');
  const body = await readJsonBody(request, checkoutStartRequestSchema);
  if ('response' in body) return body.response;
  const { orderId, numberOfInstallments, promoCodeIds } = body.data;
  const answer = (redirectUrl: string) => routeJson(CHECKOUT_START, { redirectUrl });

  const accepted = termsAcceptedFor((await cookies()).get(TERMS_COOKIE)?.value, orderId);
  if (!accepted) return answer(summaryReturnPath(orderId, { terms: 'required' }));
  const started = await paymentApi(tenant.slug, customer.id).start({
    orderId,
    numberOfInstallments,
    promoCodeIds,
    termsAccepted: true,
    returnUrl: `${origin}${validationPath(orderId)}`,
  });
  if (started.ok) return answer(started.data);
  if (started.failure.code === 'PROMO_REJECTED')
    return answer(summaryReturnPath(orderId, { promoError: started.failure.promoError ?? 'UNKNOWN' }));
  if (started.failure.code === 'TERMS_NOT_ACCEPTED')
    return answer(summaryReturnPath(orderId, { terms: 'required' }));
  return answer(paymentFailurePath(orderId, promoCodeIds, started.failure.code));
}
