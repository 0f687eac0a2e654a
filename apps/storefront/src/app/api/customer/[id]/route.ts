import { routeJson } from '@/features/api/route-contract';
import { CHANGE_PASSWORD, DELETE_CUSTOMER, UPDATE_PROFILE } from '@/features/account/account-routes';
import { customerUpdateSchema, validate } from '@stadio/customers';
import { toGraphQLGender } from '@/features/account/account-customer';
import { passwordChangeSchema, profileChangeSchema } from '@/features/account/account-requests';
import { ownCustomer } from '@/features/account/account-route';
import { failure, failureResponse } from '@/features/account/api-failure';
import { identityApi } from '@/features/account/identity-api';
import { clearSession, keepThisSession, saveCustomerSession } from '@/features/session/session';
import { readJsonBody } from '@/lib/read-json-body';

type Context = { params: Promise<{ id: string }> };

const updateBodySchema = passwordChangeSchema.or(profileChangeSchema);

/**
 * Update customer and change password (docs/product.md#bff-routes): profile fields (absent ones keep
 * their value, blank clears), or `{ currentPassword, password }` alone.
 */
export async function PUT(request: Request, { params }: Context) {
  const own = await ownCustomer((await params).id);
  if ('response' in own) return own.response;
  const body = await readJsonBody(request, updateBodySchema);
  if ('response' in body) return body.response;
  const api = identityApi(own.tenant.slug);

  const passwordChange = passwordChangeSchema.safeParse(body.data);
  if (passwordChange.success) {
    const { currentPassword, password } = passwordChange.data;
    const changed = await api.changePassword(own.customerId, currentPassword, password);
    if (!changed.ok) return failureResponse(changed.failure);
    // Every session ended with the old password (ADR 0022); this browser, which knew it, stays in.
    await keepThisSession(own.tenant.slug, own.customerId);
    return routeJson(CHANGE_PASSWORD, { ok: true });
  }

  const parsed = validate(customerUpdateSchema, body.data);
  if (!parsed.ok)
    return failureResponse(
      failure('BAD_USER_INPUT', 'Some fields are not filled in correctly.', {
        fields: parsed.errors.map(({ field, code }) => ({ field, code })),
      }),
    );
  const { gender, ...input } = parsed.value;
  const updated = await api.updateCustomer(own.customerId, { ...input, gender: toGraphQLGender(gender) });
  if (!updated.ok) return failureResponse(updated.failure);
  // The navbar greets by first name, which the customer may just have filled in.
  await saveCustomerSession(own.tenant.slug, updated.data, own.epoch);
  return routeJson(UPDATE_PROFILE, { customer: updated.data });
}

/** Delete account (docs/product.md#account): refused while tickets are on resale; logs out on success. */
export async function DELETE(_request: Request, { params }: Context) {
  const own = await ownCustomer((await params).id);
  if ('response' in own) return own.response;
  const deleted = await identityApi(own.tenant.slug).deleteCustomer(own.customerId);
  if (!deleted.ok) return failureResponse(deleted.failure);
  await clearSession();
  return routeJson(DELETE_CUSTOMER, { ok: true });
}
