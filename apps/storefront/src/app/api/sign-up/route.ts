import { routeJson } from '@/features/api/route-contract';
import { SIGN_UP } from '@/features/account/account-routes';
import { signUpSchema, validate } from '@stadio/customers';
import { toGraphQLGender } from '@/features/account/account-customer';
import { signUpRequestSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failure, failureResponse } from '@/features/account/api-failure';
import { clientIp } from '@/features/account/client-ip';
import { identityApi } from '@/features/account/identity-api';
import { REQUEST_HEADERS } from '@/lib/request-headers';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Sign-up (docs/product.md#account): creates an account at this club and sends the verification e-mail.
 * The club's own required fields apply (a `signUpRequiredFields` sent by a client is ignored).
 */
export async function POST(request: Request) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const { tenant } = found;
  const body = await readJsonBody(request, signUpRequestSchema);
  if ('response' in body) return body.response;
  const parsed = validate(signUpSchema(tenant.requiredCustomerFields), {
    // E-mails go out in the language the fan signed up in, unless the form chose another.
    preferredLocale: request.headers.get(REQUEST_HEADERS.locale) ?? undefined,
    ...body.data.customer,
  });
  if (!parsed.ok)
    return failureResponse(
      failure('BAD_USER_INPUT', 'Some fields are not filled in correctly.', {
        fields: parsed.errors.map(({ field, code }) => ({ field, code })),
      }),
    );
  const { gender, ...input } = parsed.value;
  const result = await identityApi(tenant.slug, { clientAddress: clientIp(request.headers) }).signUp({
    ...input,
    gender: toGraphQLGender(gender),
  });
  if (!result.ok) return failureResponse(result.failure);
  return routeJson(SIGN_UP, { customerId: result.data.id }, 201);
}
